import { describe, expect, it } from 'vitest';
import { TestSocket } from '../../server/sockets/socket-test-client';
import { GraphqlWsTestClient } from './graphql-ws-client';
import { B_MARK } from './security-fixture';
import type { SecurityServer, Who } from './security-server';

const wsUrl = (server: SecurityServer, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

/** The live socket's hello for a user; company_euid may name another company on purpose. */
function hello(server: SecurityServer, who: Who, companyEuid: string, tab: string) {
  const user = server.fixture.users[who];
  return { tab_id: tab, user_id: 'ignored', username: user.firstName, email: user.email, company_euid: companyEuid, session_id: `s-${tab}`, location: '/explorer', token: server.tokens[who].accessToken };
}

export function socketIsolationCases(server: SecurityServer): void {
  describe('Sockets: company A never gets company B state', () => {
    it("/ws/backend_state/ INIT with A's token carries A's state only, and B's later changes push nothing of B to A", async () => {
      const { fixture } = server;
      const bLive = await TestSocket.open(wsUrl(server, '/ws/live/'));
      const aSocket = await TestSocket.open(wsUrl(server, '/ws/backend_state/'));
      const bSocket = await TestSocket.open(wsUrl(server, '/ws/backend_state/'));
      try {
        bLive.send(hello(server, 'bAdmin', fixture.b.euid, 'tab-b'));
        await bLive.next((m) => m.type === 'JOINED');
        aSocket.send({ type: 'INIT', payload: { token: server.tokens.aAdmin.accessToken, tab_id: 'tab-a', session_id: 's-a' } });
        bSocket.send({ type: 'INIT', payload: { token: server.tokens.bAdmin.accessToken, tab_id: 'tab-b2', session_id: 's-b' } });
        const state = (await aSocket.next((m) => m.type === 'STATE')).payload as Record<string, unknown>;
        const bState = (await bSocket.next((m) => m.type === 'STATE')).payload as Record<string, unknown>;
        expect(state.euid).toBe(fixture.a.euid);
        const queued = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sch_queue WHERE _company_id = $1', [fixture.a.id]);
        expect(state.sch_queue).toBe(queued.rows[0]!.n);
        expect(JSON.stringify(state)).not.toContain(B_MARK);
        expect(JSON.stringify(state)).not.toContain(fixture.users.bAdmin.email);
        // Control: B's own socket does carry B's marked state, so its absence for A means something.
        expect(JSON.stringify(bState)).toContain(B_MARK);
        expect(bState.sch_queue).toBe(1);

        const seenByA = aSocket.received.length;
        const seenByB = bSocket.received.length;
        await server.db.query(`INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key) VALUES ($1, 'B-SECRET-M2', current_date, 'DAY')`, [fixture.b.id]);
        const patch = await bSocket.next((m) => m.type === 'PATCH', 5_000, seenByB);
        expect(patch.payload).toMatchObject({ sch_queue: 2 });
        // The hub refreshed every subscriber for that notification; A's answer must not mention B.
        expect(aSocket.received.slice(seenByA).filter((m) => JSON.stringify(m).includes(B_MARK) || (m.payload as { sch_queue?: unknown })?.sch_queue !== undefined)).toEqual([]);
      } finally {
        await Promise.all([bLive.close(), aSocket.close(), bSocket.close()]);
      }
    });

    it("/ws/live/ refuses A's token with B's company_euid (4403) and A never appears among B's users", async () => {
      const socket = await TestSocket.open(wsUrl(server, '/ws/live/'));
      socket.send(hello(server, 'aAdmin', server.fixture.b.euid, 'tab-intruder'));
      const closed = await Promise.race([socket.closed, new Promise<never>((_, fail) => setTimeout(() => fail(new Error('not closed in 3 s')), 3_000))]);
      expect(closed).toEqual({ code: 4403, reason: 'The company does not match the access token.' });
      const users = await server.call('bAdmin', 'POST', '/v1/navutil/backend_state/read/', { fields: ['users'] });
      expect(users.status).toBe(200);
      expect(JSON.stringify(users.body.users)).not.toContain(server.fixture.users.aAdmin.email);
      expect(JSON.stringify(users.body.users)).not.toContain('tab-intruder');
    });

    it("a GraphQL subscription over graphql-ws with A's token streams A's rows only", async () => {
      const client = await GraphqlWsTestClient.open(wsUrl(server, '/v1/graphql'));
      try {
        client.send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${server.tokens.aAdmin.accessToken}` } } });
        await client.next((f) => f.type === 'connection_ack');
        client.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { bigbrain_part { name _company_id } }' } });
        const first = await client.next((f) => f.type === 'next' && f.id === '1');
        const parts = first.payload.data.bigbrain_part as Array<{ name: string; _company_id: number }>;
        expect(parts.length).toBeGreaterThan(0);
        expect(parts.every((p) => p._company_id === server.fixture.a.id)).toBe(true);
        expect(JSON.stringify(first.payload)).not.toContain(B_MARK);
      } finally {
        await client.close();
      }
    });
  });
}
