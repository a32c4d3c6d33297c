import { afterEach, expect, it } from 'vitest';
import type { Database } from './database';
import { REGENERATION_BACKLOG, vacuumWhereNeeded } from './embedded-vacuum';
import { PgliteDatabase } from './pglite-database';
import { PgliteWorkerDatabase } from './pglite-worker-database';

const opened: Database[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

/** A queue-like table: 2,000 rows taken one batch at a time leave 2,000 dead rows and none alive. */
async function churn(db: Database, table: string): Promise<void> {
  await db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY, note text)`);
  for (let batch = 0; batch < 4; batch++) {
    await db.query(`INSERT INTO ${table} SELECT g, 'queued' FROM generate_series($1::int, $1::int + 499) AS g`, [batch * 500]);
    await db.query(`DELETE FROM ${table}`);
  }
}

const stats = async (db: Database, table: string) =>
  (
    await db.query<{ dead: string | number; vacuums: string | number }>(
      `SELECT n_dead_tup AS dead, vacuum_count AS vacuums FROM pg_stat_user_tables WHERE relname = $1`,
      [table],
    )
  ).rows[0]!;

// Issue 15: the embedded database has no autovacuum; the engine's queues left every taken row
// behind as a dead one, which every later read walked again.
it('issue 15: the embedded database vacuums a table whose dead rows pass autovacuum\'s threshold, and only that one', async () => {
  const db = await PgliteDatabase.open();
  opened.push(db);
  await churn(db, 'churned');
  await db.exec(`CREATE TABLE calm (id int PRIMARY KEY); INSERT INTO calm SELECT generate_series(1, 1000)`);
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.exec(`ANALYZE calm; DELETE FROM calm WHERE id <= 10`);
  await db.query('SELECT pg_stat_force_next_flush()');
  expect(Number((await stats(db, 'churned')).dead)).toBe(2000);

  const worked = await vacuumWhereNeeded(db);
  expect(worked).toContain('public.churned');
  expect(worked).not.toContain('public.calm'); // 10 dead rows of 1,000: below 50 + 20%
  await db.query('SELECT pg_stat_force_next_flush()');
  const after = await stats(db, 'churned');
  expect([Number(after.dead), Number(after.vacuums)]).toEqual([0, 1]);
});

it('issue 15: the embedded database on its own thread (npm start) vacuums by itself on a timer', async () => {
  const db = await PgliteWorkerDatabase.open(undefined, { vacuumEveryMs: 100 });
  opened.push(db);
  await churn(db, 'queue_like');
  const deadline = Date.now() + 10_000;
  let s = await stats(db, 'queue_like');
  while (Number(s.vacuums) === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    s = await stats(db, 'queue_like');
  }
  expect(Number(s.vacuums)).toBeGreaterThan(0);
  expect(Number(s.dead)).toBe(0);
});

it('issue 15: while a regeneration\'s backlog is queued nothing is vacuumed; once it is worked off, the tables it rewrote are', async () => {
  const db = await PgliteDatabase.open();
  opened.push(db);
  await db.exec(`CREATE TABLE sch_queue (id int PRIMARY KEY); INSERT INTO sch_queue SELECT generate_series(1, ${REGENERATION_BACKLOG + 500})`);
  await churn(db, 'results');
  await db.query('SELECT pg_stat_force_next_flush()');
  expect(await vacuumWhereNeeded(db)).toEqual([]);

  await db.exec('DELETE FROM sch_queue');
  await db.query('SELECT pg_stat_force_next_flush()');
  expect(await vacuumWhereNeeded(db)).toEqual(expect.arrayContaining(['public.results', 'public.sch_queue']));
});
