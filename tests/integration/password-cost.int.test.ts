import { expect, it, vi } from 'vitest';
import { SCRYPT_COST } from '../../server/identity/password';
import { forEachDatabase } from '../support/databases';
import { passwordCostCases } from './password-change.cases';
import { useSecurityServer } from './security-server';

// These cases need a password check that takes real time (a refusal without hashing, a flood that queues
// up): their users' passwords are stored at the server's full scrypt cost, and the server verifies at the
// cost a stored hash names. Everything else keeps tests/support/cheap-password-hashing.ts's cost.
const real = await vi.importActual<typeof import('../../server/identity/password')>('../../server/identity/password');
const fullCost = (plain: string) => real.hashPassword(plain);

it("the cases' users are stored at the server's full scrypt cost (the cases depend on it)", async () => {
  expect(await fullCost('Full-Cost-1')).toMatch(new RegExp(`^scrypt\\$${SCRYPT_COST.N}\\$${SCRYPT_COST.r}\\$`));
});

forEachDatabase('Password checks at full cost', (t) => {
  passwordCostCases(useSecurityServer(t), fullCost);
});
