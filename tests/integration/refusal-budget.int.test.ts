import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../support/databases';
import { GraphqlWsTestClient } from './graphql-ws-client';
import { useSecurityServer, type SecurityServer, type Who } from './security-server';

/** Eleven levels of `children`: over the depth limit (10), so refused before any SQL. */
const TOO_DEEP = `{ bigbrain_entity(limit: 1) ${'{ euid children(limit: 1) '.repeat(10)}{ euid }${' }'.repeat(10)} }`;
const ALLOWED = '{ bigbrain_entity(limit: 1) { euid } }';

async function post(s: SecurityServer, who: Who, body: string): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const res = await fetch(`${s.url}/v1/graphql`, { method: 'POST', headers: { authorization: `Bearer ${s.tokens[who].accessToken}`, 'content-type': 'application/json' }, body });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}
const query = (s: SecurityServer, who: Who, q: string) => post(s, who, JSON.stringify({ query: q }));

const expectSpent = (answer: { status: number; retryAfter: string | null; body: any }) => {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
  expect(answer.body.errors[0].extensions.code).toBe('rate-limit-exceeded');
  expect(answer.body.errors[0].message).toContain('Retry-After');
};

// Issue 34 (remainder): a flood of operations refused by the limits still costs parsing and
// estimating each, so refusals have a budget per token and per company (here 3 and 5 a minute).
forEachDatabase('GraphQL refusal budget', (t) => {
  const s = useSecurityServer(t, { GRAPHQL_REFUSED_PER_TOKEN: '3', GRAPHQL_REFUSED_PER_COMPANY: '5' });

  describe("issue 34: refused GraphQL operations are budgeted per token and per company, with 429 and Retry-After", () => {
    it("a token refused 3 times gets 429 with Retry-After, before its body is even parsed; the company's other tokens and company B are still answered", async () => {
      for (let i = 0; i < 3; i++) {
        const refused = await query(s, 'aUser', TOO_DEEP);
        expect(refused.status).toBe(200);
        expect(refused.body.errors[0]).toMatchObject({ message: expect.stringContaining('depth limit exceeded'), extensions: { code: 'validation-failed' } });
      }
      expectSpent(await query(s, 'aUser', ALLOWED));
      // Not even read: a body that is not JSON gets the same 429, not 'invalid-json'.
      expectSpent(await post(s, 'aUser', 'not json'));
      expect((await query(s, 'aManager', ALLOWED)).body.data.bigbrain_entity).toHaveLength(1);
      expect((await query(s, 'bAdmin', ALLOWED)).body.data.bigbrain_entity).toHaveLength(1);
    });

    it("the company's refusals together (5) stop every token of the company, and company B is still answered", async () => {
      for (let i = 0; i < 2; i++) expect((await query(s, 'aManager', TOO_DEEP)).body.errors[0].extensions.code).toBe('validation-failed');
      // aAdmin was never refused itself: its company spent the budget.
      expectSpent(await query(s, 'aAdmin', ALLOWED));
      expect((await query(s, 'bAdmin', ALLOWED)).body.data.bigbrain_entity).toHaveLength(1);
    });

    it("graphql-ws subscriptions count against the token's budget too: past it, a subscribe is refused with rate-limit-exceeded, and HTTP with 429", async () => {
      const client = await GraphqlWsTestClient.open(`${s.url.replace(/^http/, 'ws')}/v1/graphql`);
      try {
        client.send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${s.tokens.bAdmin.accessToken}` } } });
        await client.next((f) => f.type === 'connection_ack');
        const subscribe = async (id: string, q: string) => {
          client.send({ id, type: 'subscribe', payload: { query: q.replace(/^\{/, 'subscription {') } });
          return client.next((f) => f.id === id && (f.type === 'error' || f.type === 'next'));
        };
        for (let i = 0; i < 3; i++) expect((await subscribe(`deep-${i}`, TOO_DEEP)).payload[0].extensions.code).toBe('validation-failed');
        const spentFrame = await subscribe('allowed', ALLOWED);
        expect(spentFrame.type).toBe('error');
        expect(spentFrame.payload[0].extensions.code).toBe('rate-limit-exceeded');
        expectSpent(await query(s, 'bAdmin', ALLOWED));
      } finally {
        await client.close();
      }
    });

    it('the REST API stays open to a company whose GraphQL refusals are spent', async () => {
      const res = await s.call('aAdmin', 'GET', '/v1/company/users/');
      expect(res.status).toBe(200);
    });
  });
});
