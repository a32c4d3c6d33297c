import { forEachDatabase } from '../support/databases';
import type { Logger } from '../../server/http/context';
import { demoPrivacyCases } from './demo-privacy.cases';
import { lockoutCases } from './lockout.cases';
import { passwordChangeCases } from './password-change.cases';
import { useSecurityServer } from './security-server';
import { smallLeakCases } from './small-leaks.cases';
import { socketPrivacyCases } from './socket-privacy.cases';
import { storedJsonCases } from './stored-json.cases';

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
