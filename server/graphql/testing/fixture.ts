import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError, type AuthContext, type ServerContext } from '../../http/context';
import { graphqlRoutes } from '../index';

export const FIXTURE_METADATA_FILE = join(import.meta.dirname, 'fixture-metadata.json');
export const ADMIN_SECRET = 'test-admin-secret';

/** Two companies with machines (a tree through parent_id) and events (a foreign key to machines). */
export const FIXTURE_SQL = `
CREATE TABLE gq_company (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE gq_machine (
  id integer PRIMARY KEY, name text NOT NULL, key text, rate numeric, started timestamptz, day date,
  enabled boolean NOT NULL DEFAULT true, meta jsonb, parent_id integer REFERENCES gq_machine (id),
  _company_id integer NOT NULL REFERENCES gq_company (id));
CREATE TABLE gq_event (
  id integer PRIMARY KEY, machine_id integer NOT NULL REFERENCES gq_machine (id), kind text NOT NULL, qty integer,
  secret text, _company_id integer NOT NULL REFERENCES gq_company (id));
INSERT INTO gq_company VALUES (1, 'Acme'), (2, 'Other');
INSERT INTO gq_machine VALUES
  (1, 'Press 1', 'P1', 10.5, '2024-01-01T07:00:00Z', '2024-01-01', true, '{"line": "L1"}', NULL, 1),
  (2, 'Press 2', 'P2', 20, '2024-01-02T07:30:00Z', '2024-01-02', false, '{"line": "L2"}', 1, 1),
  (3, 'lathe', NULL, NULL, NULL, NULL, true, NULL, 1, 1),
  (4, 'Mill', 'M1', 5, '2024-01-03T07:00:00Z', '2024-01-03', true, '{"line": "L1"}', NULL, 1),
  (5, 'Press 1', 'P1', 99, '2024-01-01T07:00:00Z', '2024-01-01', true, '{"line": "L9"}', NULL, 2);
INSERT INTO gq_event VALUES
  (1, 1, 'PROD', 10, 'hush', 1), (2, 1, 'SCRP', 2, 'hush', 1), (3, 2, 'PROD', 5, 'hush', 1),
  (4, 3, 'DOWN', NULL, 'hush', 1), (5, 5, 'PROD', 1000, 'hush', 2);
`;

const claimsFor = (companyId: number) => ({
  'x-hasura-default-role': 'user',
  'x-hasura-allowed-roles': ['user'],
  'x-hasura-user-id': `U${companyId}`,
  'x-hasura-company-id': String(companyId),
  'x-hasura-company': `C${companyId}`,
  'x-hasura-app-role': 'USER' as const,
});

/** Test tokens: 'token-a' is a user of company 1, 'token-b' of company 2; anything else is refused. */
export const TOKENS: Record<string, number> = { 'token-a': 1, 'token-b': 2 };

export async function fakeAuthenticate(request: FastifyRequest): Promise<AuthContext> {
  const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
  const companyId = token ? TOKENS[token] : undefined;
  if (!companyId) throw new HttpError(401, 'JWSError JWSInvalidSignature');
  return {
    userEuid: `U${companyId}`,
    email: `u${companyId}@example.com`,
    companyId,
    companyEuid: `C${companyId}`,
    role: 'USER',
    isSuper: false,
    isDemo: false,
    claims: claimsFor(companyId),
  };
}

export interface GraphqlTestApp {
  app: FastifyInstance;
  warnings: string[];
  /** POSTs a query with the given bearer token (or headers) and answers the parsed JSON body. */
  gql(query: string, opts?: { token?: string; variables?: unknown; headers?: Record<string, string> }): Promise<any>;
}

export async function startGraphqlTestApp(db: Database, opts: { listen?: boolean } = {}): Promise<GraphqlTestApp> {
  const warnings: string[] = [];
  const ctx: ServerContext = {
    db,
    config: { ...loadConfig({}), graphqlMetadataFile: FIXTURE_METADATA_FILE, graphqlAdminSecret: ADMIN_SECRET },
    log: { info: () => {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
    authenticate: fakeAuthenticate,
  };
  const app = Fastify();
  await app.register(websocket);
  await graphqlRoutes(app, ctx);
  if (opts.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    warnings,
    async gql(query, o = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
      if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
      const res = await app.inject({ method: 'POST', url: '/v1/graphql', headers, payload: JSON.stringify({ query, variables: o.variables }) });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
      return res.json();
    },
  };
}
