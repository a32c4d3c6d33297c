import { forEachDatabase } from '../support/databases';
import { badTokenCases } from './bad-token.cases';
import { graphqlIsolationCases } from './graphql-isolation.cases';
import { malformedInputCases } from './malformed-input.cases';
import { restIsolationCases } from './rest-isolation.cases';
import { restWriteIsolationCases } from './rest-write-isolation.cases';
import { roleGuardCases } from './role-guard.cases';
import { useSecurityServer } from './security-server';
import { socketIsolationCases } from './socket-isolation.cases';

// Issue 4 "API surface", Done means: for REST, GraphQL and both sockets, a user of one company cannot
// read or change another company's rows, bad tokens are refused, and malformed input gets a clear error
// and writes nothing. One assembled server (main.ts's modules and authenticator) per database kind,
// real tokens from its embedded identity provider, shared by every case.
forEachDatabase('API surface security with real tokens', (t) => {
  const server = useSecurityServer(t);
  restIsolationCases(server);
  restWriteIsolationCases(server);
  graphqlIsolationCases(server);
  socketIsolationCases(server);
  badTokenCases(server);
  malformedInputCases(server);
  roleGuardCases(server);
});
