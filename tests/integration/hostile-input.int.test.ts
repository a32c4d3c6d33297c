import { forEachDatabase } from '../support/databases';
import { demoReadOnlyCases } from './demo-readonly.cases';
import { graphqlLimitCases, graphqlStallCases } from './graphql-limits.cases';
import { fuzzCases } from './fuzz.cases';
import { hostileValidationCases } from './hostile-validation.cases';
import { identityHostileCases } from './identity-hostile.cases';
import { openApiRouteCases } from './openapi-routes.cases';
import { useSecurityServer } from './security-server';
import { socketSessionCases } from './socket-session.cases';

// Issue 16 "Hold under hostile input": one assembled server per database kind, real tokens.
forEachDatabase('Hostile input', (t) => {
  const server = useSecurityServer(t, { SOCKET_RECHECK_MS: '300' });
  hostileValidationCases(server);
  graphqlLimitCases(server);
  socketSessionCases(server);
  demoReadOnlyCases(server);
  openApiRouteCases(server);
  fuzzCases(server);
  // Last: it locks an account for a moment and changes a password.
  identityHostileCases(server);
  graphqlStallCases(server, t.kind);
});
