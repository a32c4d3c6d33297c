import { expect, it, vi } from 'vitest';
import { hashPassword, SCRYPT_COST } from '../../server/identity/password';
import { forEachDatabase } from '../support/databases';
import type { Logger } from '../../server/http/context';
import { demoPrivacyCases } from './demo-privacy.cases';
import { lockoutCases } from './lockout.cases';
import { passwordChangeCases } from './password-change.cases';
import { useSecurityServer } from './security-server';
import { smallLeakCases } from './small-leaks.cases';
import { socketPrivacyCases } from './socket-privacy.cases';
import { storedJsonCases } from './stored-json.cases';

// The flood case (password-change.cases.ts) needs hashes that take real time to queue up: this file
// hashes at the server's full cost, not tests/support/cheap-password-hashing.ts's.
vi.unmock('../../server/identity/password');

it("stores passwords at the server's full scrypt cost here (the flood case depends on it)", async () => {
  expect(await hashPassword('Full-Cost-1')).toMatch(new RegExp(`^scrypt\\$${SCRYPT_COST.N}\\$${SCRYPT_COST.r}\\$`));
});

const ADMIN_SECRET = 'account-security-admin-secret';

// Issue 34 part B "Account security": one assembled server per database kind, real tokens, a trusted
// proxy (TRUST_PROXY=true) so the lockout cases can sign in from several addresses.
forEachDatabase('Account security', (t) => {
  const warnings: string[] = [];
  const log: Logger = { info: () => {}, warn: (m: string) => void warnings.push(m), error: () => {} };
  const server = useSecurityServer(t, { TRUST_PROXY: 'true', GRAPHQL_ADMIN_SECRET: ADMIN_SECRET }, log);
  storedJsonCases(server, warnings);
  demoPrivacyCases(server);
  socketPrivacyCases(server);
  smallLeakCases(server, ADMIN_SECRET);
  passwordChangeCases(server);
  // Last: it throttles the shared address.
  lockoutCases(server);
});
