import { beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase } from '../../tests/support/databases';
import { hashPassword, verifyPassword } from './password';
import { completePasswordReset, isResetTokenUsable, requestPasswordReset, RESET_LINK_TTL_MS } from './password-reset';

forEachDatabase('password reset by emailed link', (t) => {
  const clock = new FixedClock('2026-03-02T08:00:00Z');
  const storedHash = async () =>
    (await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM core_user WHERE euid = 'U-R'`)).rows[0]!.password_hash;

  beforeAll(async () => {
    await t.db.query(`INSERT INTO core_user (euid, email, password_hash) VALUES ('U-R', 'reset@acme.test', $1)`, [await hashPassword('old-pass-1')]);
  });

  it('an unknown email gets no link (and the page says the same either way)', async () => {
    expect(await requestPasswordReset(t.db, clock, 'nobody@acme.test')).toBeUndefined();
  });

  it('a link sets the new password once; the second use is refused', async () => {
    const token = (await requestPasswordReset(t.db, clock, 'RESET@acme.test'))!;
    expect(await isResetTokenUsable(t.db, clock, token)).toBe(true);
    expect(await completePasswordReset(t.db, clock, token, 'new-pass-2')).toBe('changed');
    expect(await verifyPassword('new-pass-2', await storedHash())).toBe(true);
    expect(await completePasswordReset(t.db, clock, token, 'other-pass-3')).toBe('invalid');
    expect(await verifyPassword('new-pass-2', await storedHash())).toBe(true);
  });

  it('a link past its expiry is refused and changes nothing', async () => {
    const token = (await requestPasswordReset(t.db, clock, 'reset@acme.test'))!;
    const later = new FixedClock(clock.now() + RESET_LINK_TTL_MS + 1);
    expect(await isResetTokenUsable(t.db, later, token)).toBe(false);
    expect(await completePasswordReset(t.db, later, token, 'late-pass-4')).toBe('invalid');
    expect(await verifyPassword('new-pass-2', await storedHash())).toBe(true);
  });

  it('a too-short password is refused and leaves the link usable', async () => {
    const token = (await requestPasswordReset(t.db, clock, 'reset@acme.test'))!;
    expect(await completePasswordReset(t.db, clock, token, 'short')).toBe('too-short');
    expect(await isResetTokenUsable(t.db, clock, token)).toBe(true);
  });

  it('a made-up token is refused', async () => {
    expect(await completePasswordReset(t.db, clock, 'made-up', 'whatever-123')).toBe('invalid');
  });
});
