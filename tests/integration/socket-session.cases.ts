import { describe, expect, it } from 'vitest';
import { TestSocket } from '../../server/sockets/socket-test-client';
import { GraphqlWsTestClient } from './graphql-ws-client';
import type { SecurityServer, Who } from './security-server';

const wsUrl = (s: SecurityServer, path: string) => `${s.url.replace(/^http/, 'ws')}${path}`;

/** Opens the three sockets as `who`, each fully joined (graphql-ws acknowledged with a running subscription). */
async function openAll(s: SecurityServer, who: Who) {
  const token = s.tokens[who].accessToken;
  const gql = await GraphqlWsTestClient.open(wsUrl(s, '/v1/graphql'));
  gql.send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${token}` } } });
  await gql.next((f) => f.type === 'connection_ack');
  gql.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { bigbrain_part(limit: 1) { id } }' } });
  await gql.next((f) => f.type === 'next');
  const backend = await TestSocket.open(wsUrl(s, '/ws/backend_state/'));
  backend.send({ type: 'INIT', payload: { token, tab_id: `t-${who}`, session_id: 's' } });
  await backend.next((m) => m.type === 'STATE', 5_000);
  const live = await TestSocket.open(wsUrl(s, '/ws/live/'));
  const user = s.fixture.users[who];
  live.send({ tab_id: `live-${who}`, user_id: 'x', username: user.firstName, email: user.email, company_euid: s.fixture.a.euid, session_id: 's', location: '/', token });
  await live.next((m) => m.type === 'JOINED');
  return { gql, backend, live };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} still open after ${ms} ms`)), ms))]);

/** Issue 16 §2: every socket re-checks its session (SOCKET_RECHECK_MS, 300 ms in this server). */
export function socketSessionCases(s: SecurityServer): void {
  describe('issue 16 §2: open sockets end with the session', () => {
    it('a deactivated user: graphql-ws, /ws/backend_state/ and /ws/live/ all close', async () => {
      const email = s.fixture.users.aManager.email;
      const { gql, backend, live } = await openAll(s, 'aManager');
      await s.db.query("UPDATE core_user SET status = 'INACTIVE' WHERE email = $1", [email]);
      try {
        const [g, b, l] = await Promise.all([within(gql.closed, 3_000, 'graphql-ws'), within(backend.closed, 3_000, 'backend state'), within(live.closed, 3_000, 'live')]);
        expect(g.code).toBe(4403);
        expect(b.code).toBe(4401);
        expect(l.code).toBe(4401);
      } finally {
        await s.db.query("UPDATE core_user SET status = 'ACTIVE' WHERE email = $1", [email]);
      }
    });

    it('a user whose role changes: the sockets close (the token says the old role)', async () => {
      const email = s.fixture.users.aUser.email;
      const { gql, backend, live } = await openAll(s, 'aUser');
      await s.db.query("UPDATE core_user SET role = 'MANAGER' WHERE email = $1", [email]);
      try {
        const closes = await Promise.all([within(gql.closed, 3_000, 'graphql-ws'), within(backend.closed, 3_000, 'backend state'), within(live.closed, 3_000, 'live')]);
        expect(closes.map((c) => c.code)).toEqual([4403, 4401, 4401]);
      } finally {
        await s.db.query("UPDATE core_user SET role = 'USER' WHERE email = $1", [email]);
      }
    });

    it('a socket whose user stays active and unchanged stays open', async () => {
      const { gql, backend, live } = await openAll(s, 'aAdmin');
      await new Promise((r) => setTimeout(r, 1_000));
      let closed = false;
      void Promise.race([gql.closed, backend.closed, live.closed]).then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 10));
      expect(closed).toBe(false);
      await Promise.all([gql.close(), backend.close(), live.close()]);
    });
  });
}
