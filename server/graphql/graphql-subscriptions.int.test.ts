import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { forEachDatabase } from '../../tests/support/databases';
import { FIXTURE_SQL, startGraphqlTestApp, type GraphqlTestApp } from './testing/fixture';

/** Collects a subscription's payloads and lets a test wait for the n-th one. */
function collect(client: Client, query: string, variables?: Record<string, unknown>) {
  const results: unknown[] = [];
  const errors: unknown[] = [];
  let waiters: Array<() => void> = [];
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (v) => {
        results.push(v);
        waiters.forEach((w) => w());
        waiters = [];
      },
      error: (e) => {
        errors.push(e);
        waiters.forEach((w) => w());
      },
      complete: () => {},
    },
  );
  const until = async (n: number) => {
    while (results.length < n && errors.length === 0) await new Promise<void>((r) => waiters.push(r));
  };
  return { results, errors, until, dispose };
}

forEachDatabase(
  'graphql subscriptions',
  (t) => {
    let g: GraphqlTestApp;
    let url: string;
    const clients: Client[] = [];
    const client = (token: string) => {
      const c = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { headers: { Authorization: `Bearer ${token}` } } });
      clients.push(c);
      return c;
    };
    beforeAll(async () => {
      await t.db.exec(FIXTURE_SQL);
      g = await startGraphqlTestApp(t.db, { listen: true });
      const address = g.app.server.address();
      url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/graphql`;
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.dispose()));
      await g.app.close();
    });

    it('a subscription receives the current result, then an update after an INSERT', async () => {
      const s = collect(client('token-a'), 'subscription { gq_event_aggregate(where: {kind: {_eq: "PROD"}}) { aggregate { count } } }');
      await s.until(1);
      expect(s.results[0]).toEqual({ data: { gq_event_aggregate: { aggregate: { count: 2 } } } });
      await t.db.query(`INSERT INTO gq_event VALUES (10, 4, 'PROD', 7, 'hush', 1)`);
      await s.until(2);
      expect(s.results[1]).toEqual({ data: { gq_event_aggregate: { aggregate: { count: 3 } } } });
      s.dispose();
    });

    it('a change that leaves the result unchanged sends nothing; another company\'s rows never arrive', async () => {
      const s = collect(client('token-a'), 'subscription { gq_machine(where: {name: {_eq: "Press 1"}}) { id rate } }');
      await s.until(1);
      expect(s.results[0]).toEqual({ data: { gq_machine: [{ id: 1, rate: 10.5 }] } });
      await t.db.query(`UPDATE gq_machine SET rate = 100 WHERE id = 5`); // company 2: invisible here
      await t.db.query(`UPDATE gq_machine SET rate = 11 WHERE id = 1`);
      await s.until(2);
      expect(s.results).toEqual([{ data: { gq_machine: [{ id: 1, rate: 10.5 }] } }, { data: { gq_machine: [{ id: 1, rate: 11 }] } }]);
      s.dispose();
    });

      it('a query sent over the socket is answered once, like over HTTP', async () => {
      const s = collect(client('token-a'), '{ gq_machine_by_pk(id: 4) { name } }');
      await s.until(1);
      expect(s.results).toEqual([{ data: { gq_machine_by_pk: { name: 'Mill' } } }]);
    });

    it('issue 15: subscribers of one query with different variables are refreshed by multiplexed statements, each getting its own rows', async () => {
      const query = 'subscription ($id: Int!) { gq_machine_by_pk(id: $id) { id rate } }';
      const subs = [1, 2, 4].map((id) => collect(client('token-a'), query, { id }));
      await Promise.all(subs.map((s) => s.until(1)));
      const statements: string[] = [];
      const query0 = t.db.query.bind(t.db);
      t.db.query = (async (sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        return query0(sql, params);
      }) as typeof t.db.query;
      try {
        await t.db.query('UPDATE gq_machine SET rate = rate + 1 WHERE id IN (1, 2, 4)');
        await Promise.all(subs.map((s) => s.until(2)));
      } finally {
        t.db.query = query0;
        await query0('UPDATE gq_machine SET rate = rate - 1 WHERE id IN (1, 2, 4)');
      }
      expect(subs.map((s) => s.results[1])).toEqual([
        { data: { gq_machine_by_pk: { id: 1, rate: 12 } } },
        { data: { gq_machine_by_pk: { id: 2, rate: 21 } } },
        { data: { gq_machine_by_pk: { id: 4, rate: 6 } } },
      ]);
      const refreshes = statements.filter((q) => q.includes('gq_machine'));
      expect(refreshes.length).toBeGreaterThan(1); // the UPDATE itself, then the refresh
      expect(refreshes.slice(1).every((q) => q.startsWith('SELECT _m.n'))).toBe(true);
      expect(refreshes.length - 1).toBeLessThan(subs.length);
      subs.forEach((s) => s.dispose());
    });

    it('issue 15: multiplexed subscribers of a list get their own rows in order, under their own root names', async () => {
      const query = (name: string) => `subscription ($m: Int!) { ${name}: gq_event(where: {machine_id: {_eq: $m}, id: {_gt: 100}}, order_by: {qty: desc}) { qty } }`;
      await t.db.query(`INSERT INTO gq_event VALUES (101, 1, 'PROD', 3, 'hush', 1), (102, 1, 'PROD', 1, 'hush', 1), (103, 2, 'PROD', 4, 'hush', 1)`);
      const subs = [collect(client('token-a'), query('mine'), { m: 1 }), collect(client('token-a'), query('mine'), { m: 2 }), collect(client('token-a'), query('other'), { m: 1 })];
      try {
        await Promise.all(subs.map((s) => s.until(1)));
        await t.db.query(`INSERT INTO gq_event VALUES (104, 1, 'PROD', 2, 'hush', 1), (105, 2, 'PROD', 5, 'hush', 1)`);
        await Promise.all(subs.map((s) => s.until(2)));
        expect(subs.map((s) => s.results[1])).toEqual([
          { data: { mine: [{ qty: 3 }, { qty: 2 }, { qty: 1 }] } },
          { data: { mine: [{ qty: 5 }, { qty: 4 }] } },
          { data: { other: [{ qty: 3 }, { qty: 2 }, { qty: 1 }] } },
        ]);
      } finally {
        subs.forEach((s) => s.dispose());
        await t.db.query('DELETE FROM gq_event WHERE id > 100');
      }
    });

    it('a connection with a bad token is refused', async () => {
      const s = collect(client('forged'), 'subscription { gq_machine { id } }');
      await s.until(1);
      expect(s.results).toEqual([]);
      expect(String((s.errors[0] as { code?: number }).code)).toBe('4403');
    });

    it('an invalid subscription gets the Hasura error shape', async () => {
      const s = collect(client('token-a'), 'subscription { gq_event { secret } }');
      await s.until(1);
      expect(s.errors[0]).toEqual([
        expect.objectContaining({ message: "field 'secret' not found in type: 'gq_event'", extensions: { path: '$.selectionSet.gq_event.selectionSet.secret', code: 'validation-failed' } }),
      ]);
    });
  },
  { migrate: false },
);
