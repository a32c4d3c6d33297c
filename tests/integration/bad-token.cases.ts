import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../server/identity';
import { TestSocket } from '../../server/sockets/socket-test-client';
import { oidcLogin } from '../support/oidc-login';
import { BAD_TOKEN_KINDS, badTokens, type BadToken, type BadTokenKind } from './bad-tokens';
import { GraphqlWsTestClient } from './graphql-ws-client';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

const wsUrl = (server: SecurityServer, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

async function closedWithin(socket: TestSocket, ms = 3_000): Promise<{ code: number; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      socket.closed,
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`socket not closed within ${ms} ms; got ${JSON.stringify(socket.received)}`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A socket message carries the token itself; without one the socket has nothing to check. */
const SOCKET_MISSING = 'Missing access token.';

export function badTokenCases(server: SecurityServer): void {
  describe('Bad tokens are refused on every surface and write nothing', () => {
    let tokens: Record<BadTokenKind, BadToken>;
    beforeAll(async () => {
      tokens = await badTokens(server.db, server.tokens.aAdmin, server.fixture.b.id);
    });
    const raw = (kind: BadTokenKind) => (tokens[kind].token === undefined ? null : { raw: tokens[kind].token! });

    it('the real token of the same user is accepted (the control for every refusal below)', async () => {
      expect((await server.call('aAdmin', 'GET', '/v1/company_profile/me/')).status).toBe(200);
      expect((await server.graphql('aAdmin', '{ bigbrain_shift { name } }')).body.data.bigbrain_shift.length).toBeGreaterThan(0);
    });

    it.each(BAD_TOKEN_KINDS)('REST refuses a %s token with 401 and its detail, reading and writing nothing', async (kind) => {
      const before = await tableSnapshot(server.db);
      const read = await server.call(raw(kind), 'GET', '/v1/company_profile/me/');
      expect(read.status).toBe(401);
      expect(read.body).toEqual({ detail: tokens[kind].reason });
      const writes = [
        await server.call(raw(kind), 'POST', '/v1/part/', { name: 'Written by a bad token', desc: '', ppm: 2 }),
        await server.call(raw(kind), 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: 'Bad', navstate: {} } }),
        await server.call(raw(kind), 'PUT', '/v1/plugin_toggle/explorer-map/', { enabled: false }),
        await server.call(raw(kind), 'POST', '/v1/navutil/xelp/set_plex/', { machine: server.fixture.a.machineEuid, task: '', average: 5 }),
        await server.call(raw(kind), 'POST', '/v1/ingest/events', [
          { timestamp: new Date().toISOString(), machine_key: server.fixture.a.machineKey, shift_date: new Date().toISOString().slice(0, 10), shift_key: 'Day', quantity: 1 },
        ]),
      ];
      expect(writes.map((w) => [w.status, w.body])).toEqual(writes.map(() => [401, { detail: tokens[kind].reason }]));
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it.each(BAD_TOKEN_KINDS)("GraphQL over HTTP refuses a %s token with Hasura's error shape and no data", async (kind) => {
      const { status, body } = await server.graphql(raw(kind), '{ bigbrain_entity { euid } }');
      expect(status).toBe(200);
      expect(body).toEqual({
        errors: [
          kind === 'missing'
            ? { message: "Missing 'Authorization' or 'Cookie' header in JWT authentication mode", extensions: { path: '$', code: 'invalid-headers' } }
            : { message: `Could not verify JWT: ${tokens[kind].reason}`, extensions: { path: '$', code: 'invalid-jwt' } },
        ],
      });
    });

    it.each(BAD_TOKEN_KINDS)('graphql-ws refuses connection_init with a %s token: closed 4403 Forbidden, no ack', async (kind) => {
      const client = await GraphqlWsTestClient.open(wsUrl(server, '/v1/graphql'));
      const token = tokens[kind].token;
      client.send({ type: 'connection_init', payload: token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } } });
      expect(await client.closedWithin()).toEqual({ code: 4403, reason: 'Forbidden' });
      expect(client.frames.filter((f) => f.type === 'connection_ack')).toEqual([]);
    });

    it.each(BAD_TOKEN_KINDS)('/ws/backend_state/ closes on INIT with a %s token (4401 with the reason), sending no state', async (kind) => {
      const socket = await TestSocket.open(wsUrl(server, '/ws/backend_state/'));
      socket.send({ type: 'INIT', payload: { ...(tokens[kind].token === undefined ? {} : { token: tokens[kind].token }), tab_id: 't', session_id: 's' } });
      const closed = await closedWithin(socket);
      expect(closed).toEqual({ code: 4401, reason: kind === 'missing' ? SOCKET_MISSING : tokens[kind].reason });
      expect(socket.received.filter((m) => m.type === 'STATE' || m.type === 'PATCH')).toEqual([]);
    });

    it.each(BAD_TOKEN_KINDS)("/ws/live/ closes on a hello with a %s token (4401) and the tab never joins the company's users", async (kind) => {
      const socket = await TestSocket.open(wsUrl(server, '/ws/live/'));
      const tab = `bad-${BAD_TOKEN_KINDS.indexOf(kind)}`;
      const user = server.fixture.users.aAdmin;
      socket.send({
        tab_id: tab, user_id: 'x', username: 'x', email: user.email, company_euid: server.fixture.a.euid, session_id: 's', location: '/',
        ...(tokens[kind].token === undefined ? {} : { token: tokens[kind].token }),
      });
      const closed = await closedWithin(socket);
      expect(closed).toEqual({ code: 4401, reason: kind === 'missing' ? SOCKET_MISSING : tokens[kind].reason });
      expect(socket.received.filter((m) => m.type === 'JOINED')).toEqual([]);
      const users = await server.call('aAdmin', 'POST', '/v1/navutil/backend_state/read/', { fields: ['users'] });
      expect(JSON.stringify(users.body.users)).not.toContain(tab);
    });

    type Change = [name: string, column: 'role' | '_company_id' | 'status', to: (s: SecurityServer) => unknown, back: (s: SecurityServer) => unknown, reason: string];
    const STALE: Change[] = [
      ['a role change', 'role', () => 'USER', () => 'MANAGER', AUTH_ERRORS.refresh],
      ['a move to company B', '_company_id', (s) => s.fixture.b.id, (s) => s.fixture.a.id, AUTH_ERRORS.refresh],
      ['deactivation', 'status', () => 'INACTIVE', () => 'ACTIVE', AUTH_ERRORS.inactive],
    ];
    it.each(STALE)('a real token issued before %s is refused on REST, GraphQL and the sockets until the session is renewed', async (_name, column, to, back, reason) => {
      const set = (value: unknown) => server.db.query(`UPDATE core_user SET ${column} = $2 WHERE email = $1`, [server.fixture.users.aManager.email, value]);
      await set(to(server));
      try {
        const rest = await server.call('aManager', 'GET', '/v1/part/');
        expect([rest.status, rest.body]).toEqual([401, { detail: reason }]);
        const gql = await server.graphql('aManager', '{ bigbrain_part { name } }');
        expect(gql.body).toEqual({ errors: [{ message: `Could not verify JWT: ${reason}`, extensions: { path: '$', code: 'invalid-jwt' } }] });
        const socket = await TestSocket.open(wsUrl(server, '/ws/backend_state/'));
        socket.send({ type: 'INIT', payload: { token: server.tokens.aManager.accessToken } });
        expect(await closedWithin(socket)).toEqual({ code: 4401, reason });
      } finally {
        await set(back(server));
      }
      expect((await server.call('aManager', 'GET', '/v1/part/')).status).toBe(200);
    });

    it('a wrong password is refused at the login form and yields no tokens', async () => {
      const { email } = server.fixture.users.aAdmin;
      await expect(oidcLogin({ baseUrl: server.url, email, password: 'not-the-password' })).rejects.toThrow(`sign-in of ${email} refused with 401`);
    });

    it('GraphQL over GET refuses a forged token the same way as POST', async () => {
      const res = await fetch(`${server.url}/v1/graphql?query=${encodeURIComponent('{ bigbrain_part { name } }')}`, {
        headers: { authorization: `Bearer ${tokens['forged (signed by another key with the same claims)'].token}` },
      });
      expect(await res.json()).toEqual({ errors: [{ message: `Could not verify JWT: ${AUTH_ERRORS.signature}`, extensions: { path: '$', code: 'invalid-jwt' } }] });
    });

    it('a bad token on the upgrade request does not stand in for a missing one in the message', async () => {
      const socket = await TestSocket.open(wsUrl(server, '/ws/backend_state/'), { authorization: `Bearer ${tokens.expired.token}` });
      socket.send({ type: 'INIT', payload: { tab_id: 't', session_id: 's' } });
      expect(await closedWithin(socket)).toEqual({ code: 4401, reason: tokens.expired.reason });
    });
  });
}
