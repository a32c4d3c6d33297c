import { describe, expect, it } from 'vitest';
import { TestSocket, type Message } from '../../server/sockets/socket-test-client';
import type { SecurityServer, Who } from './security-server';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const wsUrl = (server: SecurityServer, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;
const usersOf = (m: Message) => (m.payload as { users?: unknown[] } | undefined)?.users;

/**
 * Issue 34 (least privilege): the backend state's `users` feeds one screen below Supervise, the
 * backend status panel's "current users" count (document 2). A colleague, and the anonymous demo
 * visitor above all, learns how many tabs are open, never who has them open or where.
 */
export function socketPrivacyCases(server: SecurityServer): void {
  describe("issue 34: the backend state names no colleague to the company's own users", () => {
    it.each<Who>(['aDemo', 'aUser'])("%s's /ws/backend_state/ and its read call count the manager's tab without their e-mail, name, id or route", async (who) => {
      const manager = server.fixture.users.aManager;
      const live = await TestSocket.open(wsUrl(server, '/ws/live/'));
      const state = await TestSocket.open(wsUrl(server, '/ws/backend_state/'));
      try {
        live.send({ tab_id: `tab-manager-${who}`, user_id: 'ignored', username: manager.firstName, email: manager.email, company_euid: server.fixture.a.euid, session_id: `s-${who}`, location: '/company/users', token: server.tokens.aManager.accessToken });
        await live.next((m) => m.type === 'JOINED');
        state.send({ type: 'INIT', payload: { token: server.tokens[who].accessToken, tab_id: `tab-${who}`, session_id: `s2-${who}` } });
        const seen = await state.next((m) => (m.type === 'STATE' || m.type === 'PATCH') && (usersOf(m)?.length ?? 0) > 0, 5_000);
        expect(usersOf(seen)).toEqual([{ tab_id: `tab-manager-${who}`, connected_since: expect.any(String) }]);
        const read = await server.call(who, 'POST', '/v1/navutil/backend_state/read/', { fields: ['users'] });
        expect(read.status).toBe(200);
        expect(read.body.users).toHaveLength(1);
        for (const text of [JSON.stringify(state.received), read.text]) {
          expect(text).not.toMatch(EMAIL);
          expect(text).not.toContain(manager.firstName);
          expect(text).not.toContain('/company/users');
        }
      } finally {
        await Promise.all([live.close(), state.close()]);
      }
    });
  });
}
