import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { SecurityServer } from './security-server';

/**
 * Counts the compiled GraphQL statements (SELECT 0 AS f, ...) the server runs
 * while fn runs: through the database object, and on a PostgreSQL server through GraphQL's read pool
 * (node-postgres named statements, issue 15).
 */
async function countGraphqlSql<T>(db: Database, fn: () => Promise<T>): Promise<{ result: T; statements: Array<{ sql: string; params: readonly unknown[] }> }> {
  const statements: Array<{ sql: string; params: readonly unknown[] }> = [];
  // Every GraphQL statement begins with its first root field's rows (server/graphql/root-rows.ts).
  const seen = (sql: string, params?: readonly unknown[]) => /^SELECT 0 AS f, /.test(sql) && statements.push({ sql, params: params ?? [] });
  const original = db.query.bind(db);
  (db as { query: unknown }).query = (sql: string, params?: readonly unknown[]) => (seen(sql, params), original(sql, params));
  // The read pool of a PostgreSQL server runs its statements on its connections (pg.Client).
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { text?: unknown; values?: unknown[] } | string;
    if (typeof config === 'object' && typeof config.text === 'string') seen(config.text, config.values);
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  try {
    return { result: await fn(), statements };
  } finally {
    (db as { query: unknown }).query = original;
    pg.Client.prototype.query = clientQuery;
  }
}

const nested = (levels: number) => {
  let q = '{ euid }';
  for (let i = 0; i < levels; i++) q = `{ euid children(limit: 2) ${q} }`;
  return `{ bigbrain_entity(limit: 2) ${q} }`;
};

/** A 1 kB fragment bomb: each fragment spreads the one below it twice, 2^20 fields once expanded. */
const fragmentBomb = () => {
  const frags = ['fragment F0 on bigbrain_entity { euid name }'];
  for (let i = 1; i <= 20; i++) frags.push(`fragment F${i} on bigbrain_entity { ...F${i - 1} children { ...F${i - 1} } }`);
  return `{ bigbrain_entity { ...F20 } } ${frags.join(' ')}`;
};

export function graphqlLimitCases(s: SecurityServer): void {
  describe('issue 16 §1: GraphQL limits (depth, nodes, cost, rows) in Hasura\'s error shape', () => {
    it('the deepest nested query is refused with validation-failed before any SQL runs', async () => {
      const { result, statements } = await countGraphqlSql(s.db, () => s.graphql('aUser', nested(30)));
      expect(result.body).toEqual({ errors: [{ message: expect.stringContaining('depth limit exceeded'), extensions: { path: '$', code: 'validation-failed' } }] });
      expect(statements).toHaveLength(0);
      console.log(`deepest nested query (31 levels): refused before SQL, ${statements.length} statements ran`);
    });

    it('a 1 kB fragment bomb is refused before any SQL and without expanding it', async () => {
      const query = fragmentBomb();
      expect(query.length).toBeLessThan(2_000);
      // The process's CPU time, not the wall clock: a loaded machine stretches the one, not the other. Expanded,
      // the 21 fragments would be 2^20 selections to validate.
      const cpuBefore = process.cpuUsage();
      const { result, statements } = await countGraphqlSql(s.db, () => s.graphql('aUser', query));
      const cpu = process.cpuUsage(cpuBefore);
      expect(result.body.errors[0].extensions.code).toBe('validation-failed');
      expect(result.body.errors[0].message).toMatch(/limit exceeded/);
      expect(statements).toHaveLength(0);
      expect((cpu.user + cpu.system) / 1_000).toBeLessThan(1_000);
    });

    it('nested lists without limits are refused by the cost estimate; the same query with limits runs', async () => {
      const unbounded = '{ bigbrain_entity { euid children { euid results { id } } } }';
      const refused = await s.graphql('aUser', unbounded);
      expect(refused.body.errors[0]).toEqual({ message: expect.stringContaining('cost limit exceeded'), extensions: { path: '$', code: 'validation-failed' } });
      const bounded = await s.graphql('aUser', '{ bigbrain_entity(limit: 100) { euid children(limit: 100) { euid results(limit: 10) { id } } } }');
      expect(bounded.body.errors).toBeUndefined();
      expect(Array.isArray(bounded.body.data.bigbrain_entity)).toBe(true);
    });

    it('issue 15: a query text seen before (its parse and validation cached) is still limit-checked with its new variables', async () => {
      const query = 'query($n: Int) { bigbrain_entity(limit: $n) { euid children(limit: $n) { euid results(limit: $n) { id } } } }';
      const small = await s.graphql('aUser', query, { n: 2 });
      expect(small.body.errors).toBeUndefined();
      const again = await s.graphql('aUser', query, { n: 2 });
      expect(again.body).toEqual(small.body);
      const { result, statements } = await countGraphqlSql(s.db, () => s.graphql('aUser', query, { n: 100_000 }));
      expect(result.body.errors[0]).toEqual({ message: expect.stringContaining('cost limit exceeded'), extensions: { path: '$', code: 'validation-failed' } });
      expect(statements).toHaveLength(0);
    });

    it("every root field of a non-admin role is limited to the metadata's select-permission limit (100000 rows)", async () => {
      const { result, statements } = await countGraphqlSql(s.db, () => s.graphql('aUser', '{ bigbrain_inpevent(limit: 999999) { id } bigbrain_part { id } }'));
      expect(result.body.errors).toBeUndefined();
      expect(statements).toHaveLength(1);
      const limits = statements[0]!.params.filter((p) => p === '100000' || p === 100000 || p === '999999' || p === 999999);
      expect(limits.map(String)).toEqual(['100000', '100000']);
    });
  });
}

/** While the worst query the limits allow runs, /v1/health keeps answering; printed for the report. */
export function graphqlStallCases(s: SecurityServer, kind: 'embedded' | 'server'): void {
  describe('issue 16 §1: the server keeps answering while the worst allowed query runs', () => {
    it('measures GET /v1/health during a 100000-row GraphQL read', async () => {
      const a = s.fixture.a;
      await s.db.query(
        `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id)
         SELECT now() - g * interval '1 second', $1, current_date, 'DAY', 'PROD', 'STALL-' || g, 1, $2 FROM generate_series(1, 100000) g`,
        [a.machineKey, a.id],
      );
      try {
        const worst = '{ bigbrain_inpevent(limit: 100000) { id timestamp machine_key part_name operation shift_date shift_key type erp_trans quantity reason_name planned end } }';
        let done = false;
        const queryStarted = performance.now();
        const big = s.graphql('aUser', worst).finally(() => (done = true));
        // Health is asked every 25 ms for as long as the query runs; the slowest answer counts.
        const healthTimes: number[] = [];
        while (!done) {
          const started = performance.now();
          const health = await fetch(`${s.url}/v1/health`);
          if (!done) healthTimes.push(performance.now() - started);
          expect(health.status).toBe(200);
          await new Promise((r) => setTimeout(r, 25));
        }
        const res = await big;
        const queryMs = performance.now() - queryStarted;
        const healthMs = Math.max(0, ...healthTimes);
        // Either all 100000 rows, or (on a PostgreSQL server under load) the statement timeout's clear error.
        if (res.body.errors) expect(res.body.errors[0].message).toMatch(/statement timeout/);
        else expect(res.body.data.bigbrain_inpevent.length).toBe(100000);
        console.log(`[${kind}] GET /v1/health: slowest of ${healthTimes.length} answers ${healthMs.toFixed(0)} ms while the worst allowed GraphQL query (100000 rows, ${queryMs.toFixed(0)} ms, ${res.body.errors ? 'ended by the statement timeout' : 'answered'}) ran`);
        // The latency is printed, not asserted: speed is a benchmark's job, never a timed test's (the health answers above must all be 200).
        expect(healthTimes.length).toBeGreaterThan(0);
      } finally {
        await s.db.query("DELETE FROM bigbrain_inpevent WHERE erp_trans LIKE 'STALL-%'");
      }
    });
  });
}
