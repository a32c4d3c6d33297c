import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../core/platform';
import { requestPasswordReset } from '../../server/identity/password-reset';
import { passwordWork } from '../../server/identity/password-work';
import { oidcLogin } from '../support/oidc-login';
import type { SecurityServer } from './security-server';

const refresh = (s: SecurityServer, token: string) =>
  fetch(`${s.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'oee-workbench', refresh_token: token }).toString(),
  });

/** A POST whose path is sent byte for byte (fetch would percent-encode the quotes and brackets). */
function rawPost(s: SecurityServer, path: string, form: string): Promise<{ status: number; text: string }> {
  const u = new URL(s.url);
  return new Promise((done, fail) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end(form);
  });
}

const postReset = (s: SecurityServer, path: string, password: string) =>
  fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ password }).toString() });

/** Issue 16 §3, §4 and §8 (reset page): brute force, the reset flow, escaped pages. Runs last: it changes a password. */
export function identityHostileCases(s: SecurityServer): void {
  describe('issue 16 §3: sign-in guessing is throttled per account with backoff', () => {
    it('after 5 wrong passwords the account waits, even with the right password', async () => {
      const u = s.fixture.users.aManager;
      for (let i = 0; i < 5; i++) await expect(oidcLogin({ baseUrl: s.url, email: u.email, password: `wrong-${i}` })).rejects.toThrow(/refused with 401/);
      await expect(oidcLogin({ baseUrl: s.url, email: u.email, password: 'wrong-again' })).rejects.toThrow(/refused with 429/);
      await expect(oidcLogin({ baseUrl: s.url, email: u.email, password: u.password })).rejects.toThrow(/refused with 429/);
      await new Promise((r) => setTimeout(r, 2_100));
      await expect(oidcLogin({ baseUrl: s.url, email: u.email, password: u.password })).resolves.toHaveProperty('accessToken');
    });
  });

  describe('issue 16 §4: the password reset checks the link first and ends every session', () => {
    it('a dead link is refused without hashing, and the page escapes the request path', async () => {
      const hashesBefore = passwordWork.started;
      const res = await postReset(s, '/identity/reset/not-a-real-token', 'long-enough-password');
      expect(res.status).toBe(400);
      expect(passwordWork.started).toBe(hashesBefore);
      const token = (await requestPasswordReset(s.db, new SystemClock(), s.fixture.users.aAdmin.email))!;
      const evil = `/identity/reset/${token}?x="><script>alert(1)</script>`;
      const page = await rawPost(s, evil, 'password=short');
      const html = page.text;
      expect(page.status).toBe(400);
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;script&gt;');
    });

    it('a reset ends the refresh tokens of the old password and every older link', async () => {
      const u = s.fixture.users.aUser;
      expect((await refresh(s, s.tokens.aUser.refreshToken)).status).toBe(200);
      const clock = new SystemClock();
      const older = (await requestPasswordReset(s.db, clock, u.email))!;
      const newer = (await requestPasswordReset(s.db, clock, u.email))!;
      const hashesBefore = passwordWork.started;
      expect((await postReset(s, `/identity/reset/${newer}`, 'A-new-password-1')).status).toBe(200);
      expect(passwordWork.started, 'a live link hashes the new password once').toBe(hashesBefore + 1);
      expect((await refresh(s, s.tokens.aUser.refreshToken)).status).toBe(400);
      expect((await postReset(s, `/identity/reset/${older}`, 'Another-password-2')).status).toBe(400);
      await expect(oidcLogin({ baseUrl: s.url, email: u.email, password: 'A-new-password-1' })).resolves.toHaveProperty('accessToken');
    });
  });
}
