import { describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '../../server/company/password-change-route';
import { PASSWORD_WORK, PASSWORD_WORK_BUSY, passwordWork } from '../../server/identity/password-work';
import { TOO_MANY_ATTEMPTS } from '../../server/identity/sign-in-throttle';
import { addCompanyAUser, callAs, refreshStatus, signIn, type PasswordHasher } from './account-users';
import type { SecurityServer } from './security-server';

const change = (s: SecurityServer, token: string, current: string, next: string) =>
  s.call({ raw: token }, 'POST', '/v1/company_profile/me/password/', { current_password: current, new_password: next });

/** The work's value and the moment it came back, to order answers by (never to compare with a clock's limit). */
const answeredAt = async <T>(work: () => Promise<T>): Promise<{ at: number; value: T }> => {
  const value = await work();
  return { at: performance.now(), value };
};

/** Issue 34 §2: the in-app password change. Changes passwords of its own users only. */
export function passwordChangeCases(s: SecurityServer): void {
  describe('issue 34 §2: changing the password in the app ends the other sessions, as the reset does', () => {
    it("both of a user's sessions lose their refresh tokens; the new password signs in, the old one does not", async () => {
      const u = await addCompanyAUser(s, 'changer');
      const laptop = await signIn(s, u);
      const phone = await signIn(s, u);
      expect(await refreshStatus(s, phone.refreshToken)).toBe(200);
      const res = await change(s, laptop.accessToken, u.password, 'Changed-Pass-2');
      expect(res.status, res.text).toBe(200);
      expect(await refreshStatus(s, phone.refreshToken)).toBe(400);
      expect(await refreshStatus(s, laptop.refreshToken)).toBe(400);
      await expect(signIn(s, u)).rejects.toThrow(/refused with 401/);
      await expect(signIn(s, { email: u.email, password: 'Changed-Pass-2' })).resolves.toHaveProperty('accessToken');
    });
  });

}

/**
 * Issue 34 §2, the cases that measure the hashing's cost: a refusal "at once, without hashing" and a flood
 * that must queue up only mean something when checking the user's password takes the server's real time,
 * so their users' passwords are stored by `fullCost` (password-cost.int.test.ts).
 */
export function passwordCostCases(s: SecurityServer, fullCost: PasswordHasher): void {
  describe('issue 34 §2: guesses of the current password are throttled like sign-in', () => {
    it('after 5 wrong current passwords the account waits (429 at once, without hashing), even with the right one', async () => {
      const u = await addCompanyAUser(s, 'guessed', 'USER', fullCost);
      const tokens = await signIn(s, u);
      for (let i = 0; i < 5; i++) {
        const res = await change(s, tokens.accessToken, `wrong-guess-${i}`, 'Guessed-Pass-2');
        expect(res.status).toBe(400);
        expect(res.body.current_password).toEqual([WRONG_CURRENT_PASSWORD]);
      }
      const hashesBefore = passwordWork.started;
      const refused = await change(s, tokens.accessToken, u.password, 'Guessed-Pass-2');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe(TOO_MANY_ATTEMPTS);
      expect(passwordWork.started, 'the throttled check hashed nothing').toBe(hashesBefore);
      await new Promise((r) => setTimeout(r, 2_100));
      expect((await change(s, tokens.accessToken, u.password, 'Guessed-Pass-2')).status).toBe(200);
    });
  });

  describe('issue 34 §2: a flood of password checks does not slow other requests', () => {
    it(`16 parallel wrong changes: at most ${PASSWORD_WORK.perKey} are hashed, the rest answered 429 at once; a static page and another company's call are answered before its hashing ends`, async () => {
      const u = await addCompanyAUser(s, 'flooder', 'USER', fullCost);
      const tokens = await signIn(s, u);
      const hashesBefore = passwordWork.started;
      const flood = Promise.all(Array.from({ length: 16 }, (_, i) => answeredAt(() => change(s, tokens.accessToken, `flood-${i}`, 'Flooded-Pass-2'))));
      // Served from the disk through libuv's thread pool, where scrypt runs too.
      const page = answeredAt(() => fetch(`${s.url}/terms.html`).then((r) => r.status));
      const other = answeredAt(() => s.call('bAdmin', 'GET', '/v1/company/').then((r) => r.status));
      const [floodAnswers, pageRes, otherRes] = await Promise.all([flood, page, other]);
      const answers = floodAnswers.map((a) => a.value);
      const statuses = answers.map((a) => a.status);
      expect(passwordWork.started - hashesBefore).toBeLessThanOrEqual(PASSWORD_WORK.perKey);
      expect(statuses.filter((st) => st === 400).length).toBeLessThanOrEqual(PASSWORD_WORK.perKey);
      expect(statuses.filter((st) => st === 429).length).toBeGreaterThanOrEqual(16 - PASSWORD_WORK.perKey);
      expect(answers.find((a) => a.status === 429)!.body.detail).toBe(PASSWORD_WORK_BUSY);
      expect(pageRes.value).toBe(200);
      expect(otherRes.value).toBe(200);
      // Not queued behind the flood: both answered before its last hash was (the hashes run one after another).
      const lastHashed = Math.max(...floodAnswers.filter((a) => a.value.status === 400).map((a) => a.at));
      expect(pageRes.at).toBeLessThan(lastHashed);
      expect(otherRes.at).toBeLessThan(lastHashed);
      // The account still works with its own password once the flood is over.
      expect((await callAs(s, tokens, 'GET', '/v1/company/')).status).toBe(200);
    });
  });
}
