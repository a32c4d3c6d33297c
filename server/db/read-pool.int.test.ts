import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/databases';
import type { Database } from './database';

// Issue 15: GraphQL's reads on a PostgreSQL server go through their own pool: the statement timeout
// is a setting of its connections (one round trip per read, no BEGIN / SET LOCAL / COMMIT), and each
// statement is prepared once per connection.
describe.skipIf(process.env.TEST_POSTGRES === 'off')('the read pool of a PostgreSQL server', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase('server', { migrate: false }));
  }, 120_000);
  afterAll(async () => dispose?.());

  it('ends a statement that runs past the timeout with PostgreSQL code 57014; a quick one answers', async () => {
    const reads = db.openReadPool!({ statementTimeoutMs: 200, size: 2 });
    await expect(reads.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    expect((await reads.query<{ n: number }>('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    await reads.close();
  });

  it('runs identical statements that wait for a connection once, from a snapshot taken after every caller asked', async () => {
    await db.exec('CREATE TABLE shared_wait_probe (v int); INSERT INTO shared_wait_probe VALUES (1)');
    const reads = db.openReadPool!({ statementTimeoutMs: 0, size: 1 });
    const before = { ...reads.shared };
    const busy = reads.query('SELECT pg_sleep(0.3)');
    const read = 'SELECT v FROM shared_wait_probe';
    const first = reads.query<{ v: number }>(read);
    await db.exec('UPDATE shared_wait_probe SET v = 2');
    const second = reads.query<{ v: number }>(read);
    const other = reads.query<{ v: number }>('SELECT v + $1::int AS v FROM shared_wait_probe', [10]);
    await busy;
    expect((await first).rows).toEqual([{ v: 2 }]);
    expect((await second).rows).toEqual([{ v: 2 }]);
    expect((await other).rows).toEqual([{ v: 12 }]);
    // The busy one, the two identical reads together, the different one.
    expect(reads.shared.statements - before.statements).toBe(3);
    // A statement already running is not shared: a caller arriving now waits for its own.
    const running = reads.query('SELECT pg_sleep(0.2), v FROM shared_wait_probe');
    await new Promise((r) => setTimeout(r, 50));
    const after = reads.query('SELECT pg_sleep(0.2), v FROM shared_wait_probe');
    await Promise.all([running, after]);
    expect(reads.shared.statements - before.statements).toBe(5);
    await reads.close();
  });

  it('prepares each statement once per connection and reuses it', async () => {
    const reads = db.openReadPool!({ statementTimeoutMs: 0, size: 1 });
    const sql = 'SELECT $1::int + 1 AS n';
    for (const v of [1, 2, 3]) expect((await reads.query<{ n: number }>(sql, [v])).rows[0]!.n).toBe(v + 1);
    const prepared = await reads.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1', [sql]);
    expect(prepared.rows[0]!.count).toBe(1);
    // Left open on purpose: dispose() drops the database, which waits on any open connection, so it
    // passes only if closing the database closed this pool too.
  });
});
