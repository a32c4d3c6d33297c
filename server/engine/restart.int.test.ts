import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { PgliteWorkerDatabase } from '../db/pglite-worker-database';
import { generateProductionHistory } from '../demo/production-history';
import { seedDemoStructure } from '../demo/plant-structure';
import { queueSizes } from './drain';
import { regenerate } from './regenerate';
import { enqueueOpenDowntime, startEngineWorkers } from './workers';

const NOW = Date.parse('2026-03-10T18:30:00Z');
const log = { info() {}, warn() {}, error() {} };
const dir = mkdtempSync(join(tmpdir(), 'engine-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const resultCount = async (db: Database) => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM bigbrain_resentity')).rows[0].n);

it('a server restarted in the middle of a regeneration finishes the work on start and loses nothing', async () => {
  // Start from the run's migrated dump (global setup) instead of migrating again; migrate alone without it.
  const dump = inject('migratedEmbeddedDump');
  if (dump) await (await PgliteWorkerDatabase.open(dir, { loadDataDir: dump })).close();
  let db: Database = await PgliteDatabase.open(dir);
  if (!dump) await migrate(db);
  const { companyId } = await seedDemoStructure(db, { machines: 5, seed: 9, now: NOW, timezone: 'US/Eastern' });
  await generateProductionHistory(db, companyId, { days: 3, today: '2026-03-10', seed: 9, now: NOW });
  await regenerate(db, { companyId, now: () => NOW });
  const complete = await resultCount(db);
  await db.exec('DELETE FROM bigbrain_resentity');

  let batches = 0;
  const killed = regenerate(db, { companyId, batch: 5, now: () => NOW, onProgress: () => {
    if (++batches === 3) throw new Error('process killed');
  } });
  await expect(killed).rejects.toThrow('process killed');
  await db.close();

  // The next start, as npm start opens the database (on its own thread, where the workers' drain
  // runs): the queue rows are still there, and the workers take them without being told.
  db = await PgliteWorkerDatabase.open(dir);
  expect((await queueSizes(db)).sch).toBeGreaterThan(0);
  const workers = startEngineWorkers({ db, log }, { pollMs: 3_600_000, openDowntimeMs: 3_600_000, clock: { now: () => NOW } });
  try {
    await expect.poll(async () => (await queueSizes(db)).sch + (await queueSizes(db)).ent, { timeout: 60_000, interval: 100 }).toBe(0);
  } finally {
    await workers.stop();
  }
  expect(await resultCount(db)).toBe(complete);
  await db.close();
});

it('a stop still open keeps its current shift queued, so its downtime grows up to now', async () => {
  const db = await PgliteDatabase.open(dir);
  try {
    const machine = (await db.query<{ key: string; cid: number }>(`SELECT key, _company_id AS cid FROM bigbrain_entity WHERE category = 'MACHINE' ORDER BY key LIMIT 1`)).rows[0];
    await db.exec('DELETE FROM sch_queue');
    await db.exec(`UPDATE bigbrain_inpevent SET "end" = COALESCE("end", "timestamp")`);
    await db.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, _company_id) VALUES ($1, $2, 'DOWN', $3)`, [new Date(NOW - 3_600_000), machine.key, machine.cid]);
    expect(await enqueueOpenDowntime(db, NOW)).toBe(1);
    const q = await db.query<{ k: string }>(`SELECT machine_key || ' ' || to_char(shift_date, 'YYYY-MM-DD') || ' ' || shift_key AS k FROM sch_queue`);
    // 14:30 in New York on the 10th: the Day shift.
    expect(q.rows.map((r) => r.k)).toEqual([`${machine.key} 2026-03-10 DAY`]);
  } finally {
    await db.close();
  }
});
