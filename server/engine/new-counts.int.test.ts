import { beforeAll, expect, it } from 'vitest';
import type { InputEvent } from '../../core/forms/input-event';
import { forEachDatabase } from '../../tests/support/databases';
import type { Queryable } from '../db/database';
import { engineResults as results } from '../../tests/support/engine-results';
import { generateProductionHistory } from '../demo/production-history';
import { seedDemoStructure } from '../demo/plant-structure';
import { writeEvents } from '../ingest/write-inputs';
import { drainQueues } from './drain';
import { promotePending } from './enqueue';
import { queueRegeneration, regenerate } from './regenerate';

const TODAY = '2026-03-10';
const NOW = Date.parse('2026-03-10T18:30:00Z');
const now = () => NOW;
const MIN = 60_000;

const count = async (q: Queryable, sql: string) => Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`)).rows[0]!.n);

// Issue 15: a live window takes new counted events as deltas on its kept sums; the rule is that its
// results are exactly those of summing all of its events again.
forEachDatabase('new counted events as deltas', (t) => {
  let companyId: number;
  let scheduled: Array<{ machine_key: string; part_name: string; operation: string }>;
  let serial = 0;

  /** `n` counted events per scheduled part of today, spread over the `minutes` before now; some with a part nobody scheduled. */
  function newEvents(n: number, minutes: number, extra: Partial<InputEvent> = {}): InputEvent[] {
    const types = ['PROD', 'PROD', 'PROD', 'SCRP', 'RJCT', 'RWRK'] as const;
    return scheduled.flatMap((s, k) =>
      Array.from({ length: n }, (_, i): InputEvent => {
        serial += 1;
        return {
          machine_key: s.machine_key,
          part_name: serial % 7 === 0 ? 'UNSCHEDULED PART' : s.part_name,
          operation: serial % 7 === 0 ? '' : s.operation,
          shift_date: TODAY,
          shift_key: 'DAY',
          type: types[serial % types.length]!,
          erp_trans: '',
          timestamp: new Date(NOW - ((serial * 37 + k * 11 + i) % minutes) * MIN - 1000).toISOString(),
          quantity: 1 + (serial % 5),
          reason_name: '',
          planned: false,
          end: null,
          ...extra,
        };
      }),
    );
  }
  const write = (rows: InputEvent[]) => t.db.transaction((tx) => writeEvents(tx, companyId, rows, NOW));

  /** Drains the queues; nothing is left pending, and the results are those of computing every window from all of its events. */
  async function expectDrainedAsInFull(): Promise<void> {
    await drainQueues(t.db, { now });
    expect(await count(t.db, 'sch_pending')).toBe(0);
    expect(await count(t.db, 'sch_queue')).toBe(0);
    const drained = await results(t.db);
    await regenerate(t.db, { companyId, now });
    expect(drained).toEqual(await results(t.db));
  }

  beforeAll(async () => {
    ({ companyId } = await seedDemoStructure(t.db, { machines: 4, seed: 11, now: NOW, timezone: 'US/Eastern' }));
    await generateProductionHistory(t.db, companyId, { days: 3, today: TODAY, seed: 11, now: NOW });
    await regenerate(t.db, { companyId, now });
    // Today's windows that have begun (the Day shift in New York began at 11:00 UTC).
    scheduled = (
      await t.db.query<{ machine_key: string; part_name: string; operation: string }>(
        `SELECT DISTINCT ON (machine_key) machine_key, part_name, operation FROM bigbrain_inpschedule
          WHERE _company_id = $1 AND shift_date = $2 AND shift_key = 'DAY' ORDER BY machine_key, id`,
        [companyId, TODAY],
      )
    ).rows;
  });

  it('kept sums are written for recent windows only (ending less than 48 hours before now)', async () => {
    const kept = await t.db.query<{ d: string }>('SELECT DISTINCT shift_date::text AS d FROM sch_window_counts WHERE _company_id = $1 ORDER BY 1', [companyId]);
    // 48 hours before now is 14:30 on the 8th in New York: the 7th's Midnight shift ended at 07:00 that morning, the 8th's Day shift at 15:00.
    expect(kept.rows.map((r) => r.d)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
    const eighth = await t.db.query<{ k: string }>(`SELECT DISTINCT shift_key AS k FROM sch_window_counts WHERE shift_date = '2026-03-08' ORDER BY 1`);
    expect(eighth.rows.map((r) => r.k)).toEqual(['AFTERNOON', 'DAY', 'MIDNIGHT']);
  });

  it('kept sums of shift dates long past are dropped when recent ones are written, so the table does not grow with the plant\'s history', async () => {
    await t.db.query(`INSERT INTO sch_window_counts (_company_id, machine_key, shift_date, shift_key, groups) VALUES ($1, $2, '2026-03-01', 'DAY', '[]')`, [
      companyId,
      scheduled[0]!.machine_key,
    ]);
    await write(newEvents(1, 30));
    await drainQueues(t.db, { now });
    expect(await count(t.db, `sch_window_counts WHERE shift_date < '2026-03-08'`)).toBe(0);
  });

  it('new counted events are filed, queued as deltas by the engine, added to restime in place, and give the same results as summing every event again', async () => {
    expect(scheduled.length).toBeGreaterThan(1);
    await write(newEvents(6, 120));
    // The writer files them only; the engine queues their windows (issue 38 point 7).
    expect(await count(t.db, 'sch_queue')).toBe(0);
    expect(await promotePending(t.db)).toBe(scheduled.length);
    const queued = await t.db.query<{ counts_only: boolean }>('SELECT counts_only FROM sch_queue');
    expect(queued.rows.length).toBeGreaterThan(0);
    expect(queued.rows.every((r) => r.counts_only)).toBe(true);
    expect(await count(t.db, 'sch_pending')).toBe(6 * scheduled.length);
    const bucketIds = (await t.db.query<{ id: string }>('SELECT id::text FROM bigbrain_restime ORDER BY id')).rows.map((r) => r.id);
    await drainQueues(t.db, { now });
    // The buckets that were there are updated, not replaced as a full computation replaces them.
    const after = new Set((await t.db.query<{ id: string }>('SELECT id::text FROM bigbrain_restime')).rows.map((r) => r.id));
    expect(bucketIds.every((id) => after.has(id))).toBe(true);

    // Writers and workers at once, as under live ingestion.
    await Promise.all([write(newEvents(3, 200)), drainQueues(t.db, { now, batch: 2 }), write(newEvents(4, 30)), drainQueues(t.db, { now, batch: 3 })]);
    await expectDrainedAsInFull();
  });

  it.runIf(t.kind === 'server')('a writer files new counts while a batch holds their window, and they count once, after it', async () => {
    await write(newEvents(2, 60));
    await promotePending(t.db);
    const before = await count(t.db, 'sch_pending');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    // A worker's hold on the windows' queue rows, as a batch holds them while it computes.
    const batch = t.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM sch_queue FOR UPDATE');
      held();
      await released;
    });
    await holding;
    // Before, this writer's queue upsert waited for the batch; now it commits while the batch holds on.
    await write(newEvents(3, 60));
    expect(await count(t.db, 'sch_pending')).toBe(before + 3 * scheduled.length);
    release();
    await batch;
    await expectDrainedAsInFull();
  });

  it('a stop written with counted events computes their window in full', async () => {
    const rows = [...newEvents(2, 60), ...newEvents(1, 60, { type: 'DOWN', quantity: 0, timestamp: new Date(NOW - 20 * MIN).toISOString(), end: new Date(NOW - 5 * MIN).toISOString() })];
    await write(rows);
    const queued = await t.db.query<{ counts_only: boolean }>('SELECT counts_only FROM sch_queue');
    expect(queued.rows.some((r) => !r.counts_only)).toBe(true);
    await expectDrainedAsInFull();
  });

  it('a late event for a window without kept sums (ended more than 48 hours ago) is computed in full', async () => {
    const late = newEvents(1, 10).map((e) => ({ ...e, timestamp: '2026-03-07T15:00:00.000Z', shift_date: '2026-03-07' }));
    await write(late);
    await promotePending(t.db);
    expect(await count(t.db, `sch_queue WHERE shift_date = '2026-03-07' AND counts_only`)).toBeGreaterThan(0);
    await expectDrainedAsInFull();
  });

  it('a regeneration queues a window waiting for its new counts in full and forgets the kept sums', async () => {
    await write(newEvents(1, 30));
    await promotePending(t.db);
    expect(await count(t.db, 'sch_queue WHERE counts_only')).toBeGreaterThan(0);
    await queueRegeneration(t.db, { companyId });
    expect(await count(t.db, 'sch_queue WHERE counts_only')).toBe(0);
    expect(await count(t.db, 'sch_window_counts')).toBe(0);
    await drainQueues(t.db, { now });
    expect(await count(t.db, 'sch_pending')).toBe(0);
    expect(await count(t.db, 'sch_window_counts')).toBeGreaterThan(0);
  });
});
