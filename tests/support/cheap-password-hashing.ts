import { vi } from 'vitest';

/**
 * Integration setup file: every password the tests store (demo users, customer admins, test accounts)
 * is hashed with scrypt at N=2^10 instead of the server's 2^17 (0.6 s and 128 MiB each, several
 * seconds each on the loaded two-core machine), and sign-ins verify at the cost the stored hash
 * names. The format, the salt and the bounded queue (password-work.ts) stay the real ones.
 * Full cost stays tested: server/identity/password.test.ts (the stored format) and the files that
 * call vi.unmock('../../server/identity/password') because they measure the hashing's cost.
 */
vi.mock('../../server/identity/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/identity/password')>();
  const cheap = { N: 2 ** 10, r: 8, p: 1 };
  return { ...real, hashPassword: (plain: string, keys?: readonly string[]) => real.hashPassword(plain, keys, cheap) };
});
