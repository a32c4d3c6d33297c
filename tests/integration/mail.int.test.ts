import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MAIL_RESET_NOTE } from '../../server/identity/pages/forgot-password-page';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import { forEachDatabase } from '../support/databases';
import { oidcLogin, openSignInPage, postForm } from '../support/oidc-login';
import { linkIn, startTestSmtp } from '../support/test-smtp';
import { useSecurityServer } from './security-server';

// Issue 36 point 3: invitations, password resets and sign-up confirmations arrive by mail when the
// server has SMTP_URL (a real SMTP conversation on loopback, read back and followed), and without it
// the admin who invites or issues a link sees it to hand over.

const form = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const unique = () => Math.random().toString(36).slice(2, 8);

forEachDatabase('mail (issue 36)', (t) => {
  const env: Record<string, string> = { MAIL_FROM: 'Plant Workbench <workbench@plant.test>' };
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  // Registered before the security server's, so the SMTP server is up (and SMTP_URL known) when it starts.
  beforeAll(async () => {
    smtp = await startTestSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(async () => smtp?.close());
  const s = useSecurityServer(t, env);

  describe('with SMTP_URL', () => {
    it('an invitation is mailed (text and HTML: product, company, link, expiry); its link lets the colleague in', async () => {
      const email = `colleague-${unique()}@plant.test`;
      const answer = await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email, role: 'MANAGER' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ email, status: 'INVITED', delivery: 'mail' });
      expect(answer.body.link).toBeUndefined();
      const mail = await smtp.waitForMail(email, 'invitation');
      expect(mail.from).toBe('workbench@plant.test');
      expect(mail.subject).toMatch(/^Your invitation to .+ on OEE Workbench$/);
      const link = linkIn(mail.text, `${s.url}/identity/invite/`);
      expect(mail.html).toContain(link);
      const expires = new Date(answer.body.expires_at);
      expect(expires.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(mail.text).toContain(`${expires.getUTCFullYear()}`);
      expect(mail.text).toMatch(/works once, until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);

      expect((await fetch(link)).status).toBe(200);
      expect((await form(link, { first_name: 'Cleo', last_name: 'League', password: 'Colleague-pass-1' })).status).toBe(200);
      const tokens = await oidcLogin({ baseUrl: s.url, email, password: 'Colleague-pass-1' });
      expect(tokens.accessToken).toBeTruthy();
      expect((await fetch(link)).status).toBe(400);
    });

    it('forgot password mails a reset link; it sets the new password once, and the old one stops working', async () => {
      const user = s.fixture.users.aUser;
      const { url, jar } = await openSignInPage(s.url);
      const page = await postForm(jar, `${url}/forgot`, { email: user.email });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('we have sent it a link');
      const mail = await smtp.waitForMail(user.email, 'Reset your OEE Workbench password');
      const link = linkIn(mail.text, `${s.url}/identity/reset/`);
      expect(mail.html).toContain(link);
      expect((await form(link, { password: 'Brand-new-pass-2' })).status).toBe(200);
      await expect(oidcLogin({ baseUrl: s.url, email: user.email, password: user.password })).rejects.toThrow(/refused with 401/);
      expect((await oidcLogin({ baseUrl: s.url, email: user.email, password: 'Brand-new-pass-2' })).accessToken).toBeTruthy();
      expect((await form(link, { password: 'Another-pass-3' })).status).toBe(400);
    });

    it("an admin's New sign-in link: a reset mail for an active user, a fresh invitation for an invited one; refused for others", async () => {
      const manager = s.fixture.users.aManager;
      const before = smtp.mails.length;
      const active = await s.call('aAdmin', 'POST', `/v1/company/users/${await euidOf(manager.email)}/sign-in-link/`);
      expect(active.status).toBe(201);
      expect(active.body.delivery).toBe('mail');
      const resetMail = smtp.mails.slice(before).find((m) => m.to === manager.email)!;
      expect(resetMail.text).toContain("Your company's admin has issued you a link");

      const invitedEmail = `invited-${unique()}@plant.test`;
      const invited = await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email: invitedEmail, role: 'USER' });
      const renewed = await s.call('aAdmin', 'POST', `/v1/company/users/${invited.body.euid}/sign-in-link/`);
      expect(renewed.status).toBe(201);
      expect(smtp.mails.filter((m) => m.to === invitedEmail && m.subject.includes('invitation'))).toHaveLength(2);

      // A manager may not, another company's user is not found, the demo account changes nothing.
      expect((await s.call('aManager', 'POST', `/v1/company/users/${invited.body.euid}/sign-in-link/`)).status).toBe(403);
      expect((await s.call('bAdmin', 'POST', `/v1/company/users/${invited.body.euid}/sign-in-link/`)).status).toBe(404);
      expect((await s.call('aDemo', 'POST', `/v1/company/users/${invited.body.euid}/sign-in-link/`)).status).toBeGreaterThanOrEqual(403);
      expect((await s.call('aAdmin', 'POST', '/v1/company/users/no-such-user/sign-in-link/')).status).toBe(404);
    });

    it('a mail server that refuses the mail: the invitation is kept and its link answered to hand over, with the reason', async () => {
      const email = `refuse-${unique()}@plant.test`;
      const answer = await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email, role: 'USER' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ delivery: 'link', mail_error: expect.stringContaining('The mail server did not take the mail') });
      expect((await fetch(answer.body.link)).status).toBe(200);
    });

    it('sign-up sends a confirmation mail with the sign-in address', async () => {
      const email = `founder-${unique()}@newco.test`;
      const { url, jar } = await openSignInPage(s.url);
      const res = await postForm(jar, `${url}/signup`, { first_name: 'Fay', last_name: 'Founder', email, password: 'Founder-pass-1' });
      expect(res.status).toBeLessThan(400);
      const mail = await smtp.waitForMail(email, 'account is ready');
      expect(mail.text).toContain('Welcome, Fay Founder.');
      expect(linkIn(mail.text, `${s.url}/`)).toBe(`${s.url}/`);
    });
  });

  describe('without SMTP_URL', () => {
    let bare: AssembledServer;
    let adminToken = '';
    beforeAll(async () => {
      bare = await startAssembledServer(t.db);
      adminToken = (await oidcLogin({ baseUrl: bare.url, email: s.fixture.users.aAdmin.email, password: s.fixture.users.aAdmin.password })).accessToken;
    });
    afterAll(async () => bare?.close());
    const post = async (path: string, body?: unknown) => {
      const res = await fetch(`${bare.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };

    it('the invitation link is answered to the admin, and it works', async () => {
      const email = `handed-${unique()}@plant.test`;
      const answer = await post('/v1/company/users/invite/', { email, role: 'USER' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ delivery: 'link', link: expect.stringMatching(new RegExp(`^${bare.url}/identity/invite/`)) });
      expect(answer.body.mail_error).toBeUndefined();
      expect((await form(answer.body.link!, { first_name: 'Hand', last_name: 'Over', password: 'Handed-pass-1' })).status).toBe(200);
      expect((await oidcLogin({ baseUrl: bare.url, email, password: 'Handed-pass-1' })).accessToken).toBeTruthy();
    });

    it("an admin's New sign-in link is answered as a reset link; the forgot page says an admin can issue one", async () => {
      const email = `handed-${unique()}@plant.test`;
      const invited = await post('/v1/company/users/invite/', { email, role: 'USER' });
      await form(invited.body.link!, { first_name: 'Res', last_name: 'Et', password: 'Before-pass-1' });
      const answer = await post(`/v1/company/users/${invited.body.euid}/sign-in-link/`);
      expect(answer.body).toMatchObject({ delivery: 'link', link: expect.stringMatching(new RegExp(`^${bare.url}/identity/reset/`)) });
      expect((await form(answer.body.link!, { password: 'After-pass-2' })).status).toBe(200);
      expect((await oidcLogin({ baseUrl: bare.url, email, password: 'After-pass-2' })).accessToken).toBeTruthy();

      const { url, jar } = await openSignInPage(bare.url);
      const forgot = await (await fetch(`${url}/forgot`, { headers: { cookie: jar.header(url) ?? '' } })).text();
      expect(forgot).toContain('This server does not send e-mail. An admin of your company can give you a reset link');
      expect(NO_MAIL_RESET_NOTE).toContain('Sign-in link');
    });
  });

  async function euidOf(email: string): Promise<string> {
    return (await s.db.query<{ euid: string }>('SELECT euid FROM core_user WHERE lower(email) = lower($1)', [email])).rows[0]!.euid;
  }
});
