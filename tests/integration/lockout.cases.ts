import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/oidc-login';
import { addCompanyAUser, signIn } from './account-users';
import type { SecurityServer } from './security-server';

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/**
 * Issue 34 §3: lockout an attacker cannot aim. This server trusts X-Forwarded-For (TRUST_PROXY=true),
 * so a test signs in "from" any address; requests without the header share 127.0.0.1, as every
 * browser behind a proxy does when TRUST_PROXY is not set. Runs last: it throttles addresses.
 */
export function lockoutCases(s: SecurityServer): void {
  describe('issue 34 §3: failures from other addresses never lock the account out of an address it signed in from', () => {
    it('12 wrong passwords from 12 other addresses: the user still signs in from their own; a new address waits', async () => {
      const u = await addCompanyAUser(s, 'target');
      await signIn(s, u, from('198.51.100.7'));
      for (let i = 1; i <= 12; i++) {
        await expect(signIn(s, { email: u.email, password: `guess-${i}` }, from(`203.0.113.${i}`))).rejects.toThrow(/refused with (401|429)/);
      }
      // The account's budget for places it never signed in from is used up: anywhere new waits, even with the password.
      await expect(signIn(s, u, from('203.0.113.200'))).rejects.toThrow(/refused with 429/);
      await expect(signIn(s, u, from('198.51.100.7'))).resolves.toHaveProperty('accessToken');
    });

    it('one address guessing one account waits after 5 failures; other addresses and accounts do not', async () => {
      const u = await addCompanyAUser(s, 'guessed-here');
      for (let i = 0; i < 5; i++) await expect(signIn(s, { email: u.email, password: `guess-${i}` }, from('192.0.2.50'))).rejects.toThrow(/refused with 401/);
      await expect(signIn(s, u, from('192.0.2.50'))).rejects.toThrow(/refused with 429/);
      await expect(signIn(s, u, from('192.0.2.51'))).resolves.toHaveProperty('accessToken');
    });
  });

  describe('issue 34 §3: behind one proxy address, a known-device cookie keeps the account usable', () => {
    it('after wrong passwords from the shared address, the browser that signed in before still signs in; one without the cookie waits', async () => {
      const u = await addCompanyAUser(s, 'proxied');
      const browser = new CookieJar();
      await signIn(s, u, { jar: browser });
      // The provider's session ends (the user signed out); the known-device cookie stays.
      browser.keepOnly((name) => name.startsWith('oee_device_'));
      for (let i = 0; i < 5; i++) await expect(signIn(s, { email: u.email, password: `proxy-guess-${i}` })).rejects.toThrow(/refused with 401/);
      // Past the first 2 s wait, one more failure: the shared address now waits 4 s.
      await new Promise((r) => setTimeout(r, 2_100));
      await expect(signIn(s, { email: u.email, password: 'proxy-guess-6' })).rejects.toThrow(/refused with 401/);
      // A browser without the cookie, at the shared address, waits (spraying across accounts: sign-in-throttle.test.ts).
      await expect(signIn(s, u)).rejects.toThrow(/refused with 429/);
      await expect(signIn(s, u, { jar: browser })).resolves.toHaveProperty('accessToken');
    });

    it('a device cookie of one account does not count for another account', async () => {
      const owner = await addCompanyAUser(s, 'cookie-owner');
      const browser = new CookieJar();
      await signIn(s, owner, { jar: browser });
      browser.keepOnly((name) => name.startsWith('oee_device_'));
      const other = await addCompanyAUser(s, 'cookie-other');
      for (let i = 0; i < 5; i++) await expect(signIn(s, { email: other.email, password: `g-${i}` }, { ...from('192.0.2.90'), jar: browser })).rejects.toThrow(/refused with 401/);
      await expect(signIn(s, other, { ...from('192.0.2.90'), jar: browser })).rejects.toThrow(/refused with 429/);
    });
  });
}
