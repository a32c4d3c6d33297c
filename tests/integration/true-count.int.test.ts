import { beforeAll, expect, it } from 'vitest';
import { EXPORT_ROW_LIMIT } from '../../core/errors';
import { forEachDatabase } from '../support/databases';
import { useSecurityServer } from './security-server';

/** Company A's events past the `user` role's select-permission limit (100000 rows). */
const A_EVENTS = EXPORT_ROW_LIMIT + 50;
const B_EVENTS = 7;
const MARK = 'TRUECOUNT-';

const COUNT = `query($where: bigbrain_inpevent_bool_exp) { agg: bigbrain_inpevent_aggregate(where: $where) { aggregate { count sum { quantity } } } }`;

// Issue 33 §3: a count is a count. The role's row limit bounds the rows an answer carries, never what an aggregate counts.
forEachDatabase('issue 33 §3: true counts for every role', (t) => {
  // A read limit above A's events, so the counts are answered, and statistics read again every 100 ms.
  const s = useSecurityServer(t, { GRAPHQL_MAX_ROWS_READ: '150000', GRAPHQL_STATISTICS_REFRESH_MS: '100' });
  const sqlCount = async (companyId: number): Promise<number> =>
    Number((await s.db.query<{ n: string }>('SELECT count(*) AS n FROM bigbrain_inpevent WHERE _company_id = $1', [companyId])).rows[0]!.n);

  const insert = (machineKey: string, companyId: number, n: number, mark = MARK) =>
    s.db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id)
       SELECT now() - g * interval '1 second', $1, current_date, 'DAY', 'PROD', $4 || g, 2, $2 FROM generate_series(1, $3::int) g`,
      [machineKey, companyId, n, mark],
    );

  beforeAll(async () => {
    await insert(s.fixture.a.machineKey, s.fixture.a.id, A_EVENTS);
    await insert(s.fixture.b.machineKey, s.fixture.b.id, B_EVENTS);
  }, 240_000);

  it("a user's aggregate count is the true number of its company's rows, past the role's 100000-row limit", async () => {
    const all = await s.graphql('aUser', COUNT, {});
    expect(all.body.errors).toBeUndefined();
    const expected = await sqlCount(s.fixture.a.id);
    expect(expected).toBeGreaterThan(EXPORT_ROW_LIMIT);
    expect(all.body.data.agg.aggregate.count).toBe(expected);
    const marked = await s.graphql('aUser', COUNT, { where: { erp_trans: { _like: `${MARK}%` } } });
    expect(marked.body.data.agg.aggregate).toEqual({ count: A_EVENTS, sum: { quantity: 2 * A_EVENTS } });
  });

  it('the role limit still bounds the rows returned: a list and an aggregate\'s nodes carry at most 100000 rows', async () => {
    const list = await s.graphql('aUser', '{ rows: bigbrain_inpevent { id } }');
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.rows).toHaveLength(EXPORT_ROW_LIMIT);
    const agg = await s.graphql('aUser', '{ agg: bigbrain_inpevent_aggregate { aggregate { count } nodes { id } } }');
    expect(agg.body.errors).toBeUndefined();
    expect(agg.body.data.agg.nodes).toHaveLength(EXPORT_ROW_LIMIT);
    expect(agg.body.data.agg.aggregate.count).toBe(await sqlCount(s.fixture.a.id));
    // An aggregate's own limit still applies to what it aggregates, as in Hasura.
    const limited = await s.graphql('aUser', `{ agg: bigbrain_inpevent_aggregate(limit: 10, order_by: {id: asc}) { aggregate { count } nodes { id } } }`);
    expect(limited.body.data.agg.aggregate.count).toBe(10);
    expect(limited.body.data.agg.nodes).toHaveLength(10);
  });

  it("another company's rows are never counted: B counts its own 7 events, even with a where naming A's company", async () => {
    const own = await s.graphql('bAdmin', COUNT, { where: { erp_trans: { _like: `${MARK}%` } } });
    expect(own.body.data.agg.aggregate).toEqual({ count: B_EVENTS, sum: { quantity: 2 * B_EVENTS } });
    const naming = await s.graphql('aUser', COUNT, { where: { _company_id: { _eq: s.fixture.b.id } } });
    expect(naming.body.data.agg.aggregate.count).toBe(0);
    const everything = await s.graphql('bAdmin', COUNT, {});
    expect(everything.body.data.agg.aggregate.count).toBe(await sqlCount(s.fixture.b.id));
  });

  it('the query-cost limit still holds: a count that would read more rows than GRAPHQL_MAX_ROWS_READ is refused before any SQL, not capped', async () => {
    // 60000 more events put A's count past this server's 150000-row read limit (the role limit no longer caps the estimate).
    await insert(s.fixture.a.machineKey, s.fixture.a.id, 60_000, 'MORE-');
    await s.db.exec('ANALYZE bigbrain_inpevent');
    // The server reads the planner's statistics again on its interval: wait until it has read the ANALYZE. Before
    // that, the embedded database still counts A's rows from before the insert (under the limit), and PostgreSQL
    // counts the table as never analyzed, so no index narrows it (not even id < 0).
    const narrowedCount = () => s.graphql('aUser', COUNT, { where: { id: { _lt: 0 } } });
    let res = await s.graphql('aUser', COUNT, {});
    let narrowed = await narrowedCount();
    for (let i = 0; i < 300 && (!res.body.errors || narrowed.body.errors); i++) {
      await new Promise((r) => setTimeout(r, 100));
      [res, narrowed] = [await s.graphql('aUser', COUNT, {}), await narrowedCount()];
    }
    // The planner's estimate of A's 160,000 rows (1.6e5 to 2.2e5 seen, as PostgreSQL's sample falls), past the 150,000 limit.
    expect(res.body.errors?.[0]).toEqual({ message: expect.stringMatching(/cost limit exceeded: the query may read about (1\.[5-9]|2(\.\d)?)e\+5 rows/), extensions: { path: '$', code: 'validation-failed' } });
    // A narrowed count of A is still answered: the limit refuses what reads too much, not counting as such.
    expect(narrowed.body.errors).toBeUndefined();
    expect(narrowed.body.data.agg.aggregate.count).toBe(0);
  });
});
