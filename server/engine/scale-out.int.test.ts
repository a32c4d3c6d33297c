import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/databases';
import { startDrainProcess } from '../../tests/support/drain-process';
import type { Database } from '../db/database';
import { generateProductionHistory } from '../demo/production-history';
import { seedDemoStructure } from '../demo/plant-structure';
import { queueRegeneration, regenerate } from './regenerate';

const TODAY = '2026-03-10';
const NOW = Date.parse('2026-03-10T18:30:00Z');

async function seed(db: Database): Promise<void> {
  const { companyId } = await seedDemoStructure(db, { machines: 6, seed: 11, now: NOW });
  await generateProductionHistory(db, companyId, { days: 14, today: TODAY, seed: 11, now: NOW });
}

/** Every machine, area, site and company result, as comparable text. */
async function results(db: Database): Promise<string[]> {
  const r = await db.query<Record<string, unknown>>(
    `SELECT e.euid, to_char(r.shift_date, 'YYYY-MM-DD') AS d, r.shift_key, round(r.scheduled_secs::numeric, 3) AS s,
            round(r.unplanned_down_secs::numeric, 3) AS u, round(r.planned_down_secs::numeric, 3) AS p, r.units_produced::text AS n,
            r.transaction_count AS t, round(r.efficiency_percent::numeric, 6) AS eff
       FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id ORDER BY 1, 2, 3`,
  );
  return r.rows.map((row) => JSON.stringify(row));
}

// Issue 15: several server processes on one PostgreSQL server share the regeneration queue
// (FOR UPDATE SKIP LOCKED). Two `npm run drain` processes work one regeneration; one is killed with
// SIGKILL in the middle: no window is computed twice, none is lost, and the results are the ones
// a single process computes.
describe.skipIf(process.env.TEST_POSTGRES === 'off')('two worker processes on one PostgreSQL server', () => {
  let reference: { db: Database; dispose(): Promise<void> };
  let shared: { db: Database; dispose(): Promise<void>; url?: string };
  beforeAll(async () => {
    reference = await openTestDatabase('server');
    await seed(reference.db);
    await regenerate(reference.db);
    shared = await openTestDatabase('server');
    await seed(shared.db);
  }, 300_000);
  afterAll(async () => {
    await reference?.dispose();
    await shared?.dispose();
  });

  it('one killed with SIGKILL mid-batch: every window is computed exactly once and the results equal one process\'s', async () => {
    const queued = await queueRegeneration(shared.db);
    expect(queued).toBeGreaterThan(100);
    const first = startDrainProcess(shared.url!, ['--batch', '10']);
    const second = startDrainProcess(shared.url!, ['--batch', '10']);
    // Both are working once batches start committing; then one dies without any chance to clean up.
    for (let i = 0; i < 600; i++) {
      const done = await shared.db.query<{ n: number }>('SELECT coalesce(sum(rows), 0)::int AS n FROM sch_joblog');
      if (done.rows[0]!.n >= 30) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(await second.exited).toBe(0);

    const left = await shared.db.query<{ n: number }>('SELECT ((SELECT count(*) FROM sch_queue) + (SELECT count(*) FROM ent_queue))::int AS n');
    expect(left.rows[0]!.n, 'nothing left queued').toBe(0);
    const worked = await shared.db.query<{ n: number }>('SELECT sum(rows)::int AS n FROM sch_joblog');
    expect(worked.rows[0]!.n, 'each queued window committed exactly once').toBe(queued);
    expect(await results(shared.db)).toEqual(await results(reference.db));
  }, 300_000);
});
