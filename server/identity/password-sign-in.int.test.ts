import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { hashPassword } from './password';
import { signInWithPassword } from './password-sign-in';

forEachDatabase('sign-in with email and password', (t) => {
  beforeAll(async () => {
    const hash = await hashPassword('right-pass-1');
    await t.db.query(`INSERT INTO core_user (euid, email, password_hash) VALUES ('U-1', 'Ops@Plant.test', $1)`, [hash]);
    await t.db.query(`INSERT INTO core_user (euid, email, password_hash, status) VALUES ('U-2', 'left@plant.test', $1, 'INACTIVE')`, [hash]);
    await t.db.query(`INSERT INTO core_user (euid, email, is_demo) VALUES ('U-3', 'demo@plant.test', true)`);
  });

  it('signs in with the right password, the email matched without regard to case', async () => {
    expect((await signInWithPassword(t.db, ' ops@plant.TEST ', 'right-pass-1', '127.0.0.1'))?.euid).toBe('U-1');
  });

  it.each([
    ['a wrong password', 'ops@plant.test', 'wrong-pass-1'],
    ['an unknown email', 'nobody@plant.test', 'right-pass-1'],
    ['an inactive account', 'left@plant.test', 'right-pass-1'],
    ['an account without a password (the demo account signs in only by its button)', 'demo@plant.test', ''],
    ['an empty password', 'ops@plant.test', ''],
  ])('refuses %s', async (_label, email, password) => {
    expect(await signInWithPassword(t.db, email, password, '127.0.0.1')).toBeUndefined();
  });
});
