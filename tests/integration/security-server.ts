import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database';
import type { Logger } from '../../server/http/context';
import { routeTable, type TableRoute } from '../../server/http/route-table';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import type { TestDatabase } from '../support/databases';
import { oidcLogin, type OidcTokens } from '../support/oidc-login';
import { seedSecurityFixture, type SecurityFixture } from './security-fixture';

/** The users the security tests sign in as, with real tokens from the embedded provider. */
export type Who = 'aAdmin' | 'aManager' | 'aUser' | 'aDemo' | 'bAdmin';

export interface SecurityServer {
  /** PUBLIC_URL: http://127.0.0.1:PORT, also the address the server listens on. */
  readonly url: string;
  readonly db: Database;
  readonly fixture: SecurityFixture;
  readonly tokens: Readonly<Record<Who, OidcTokens>>;
  /** Calls the REST API; `token` is a user (their access token), a raw token string, or null (no header). */
  call(who: Who | { raw: string } | null, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; text: string }>;
  /** POST /v1/graphql with the user's (or a raw) token. */
  graphql(who: Who | { raw: string } | null, query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** Every route the assembled server registered (its Fastify route table). */
  routes(): readonly TableRoute[];
}

/**
 * Registers beforeAll/afterAll that seed the database, start the assembled server (main.ts's
 * modules and authenticator) on 127.0.0.1 with PUBLIC_URL set to its own address, and sign the five
 * users in over HTTP. One server per describe block; the returned object is valid inside its tests.
 */
export function useSecurityServer(t: TestDatabase, env: Record<string, string> = {}, log?: Logger): SecurityServer {
  let server: AssembledServer | undefined;
  let state: { url: string; fixture: SecurityFixture; tokens: Record<Who, OidcTokens> } | undefined;
  const ready = () => {
    if (!state) throw new Error('the security server runs only inside tests');
    return state;
  };
  const bearer = (who: Who | { raw: string } | null): Record<string, string> => {
    if (who === null) return {};
    return { authorization: `Bearer ${typeof who === 'string' ? ready().tokens[who].accessToken : who.raw}` };
  };

  beforeAll(async () => {
    const fixture = await seedSecurityFixture(t.db);
    server = await startAssembledServer(t.db, { env, log });
    const url = server.url;
    const { users } = fixture;
    const login = (u: { email: string; password: string }) => oidcLogin({ baseUrl: url, email: u.email, password: u.password });
    // One after another: each sign-in runs scrypt, and the machine is shared.
    const tokens = {} as Record<Who, OidcTokens>;
    for (const who of Object.keys(users) as Who[]) tokens[who] = await login(users[who]);
    state = { url, fixture, tokens };
  });

  afterAll(async () => {
    await server?.close();
  });

  return {
    get url() {
      return ready().url;
    },
    get db() {
      return t.db;
    },
    get fixture() {
      return ready().fixture;
    },
    get tokens() {
      return ready().tokens;
    },
    async call(who, method, path, body, headers = {}) {
      const isRaw = typeof body === 'string';
      const res = await fetch(`${ready().url}${path}`, {
        method,
        headers: {
          ...bearer(who),
          ...(body === undefined ? {} : { 'content-type': isRaw ? 'text/plain' : 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, body: parsed, text };
    },
    routes() {
      if (!server) throw new Error('the security server runs only inside tests');
      return routeTable(server.app);
    },
    async graphql(who, query, variables) {
      const res = await fetch(`${ready().url}/v1/graphql`, {
        method: 'POST',
        headers: { ...bearer(who), 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}
