import type { Queryable } from '../db/database';
import type { WindowJob } from './load-window-inputs';
import { resultColumns, type CountGroup, type WindowResult } from './window-compute';
import { enqueueEntities, writeEntityRows, type EntityRow } from './write-entity-rows';

/** Replaces the results of the jobs' windows: resschedule, restime and the machine's resentity row per shift. */
export async function writeScheduleResults(tx: Queryable, jobs: readonly WindowJob[], results: readonly WindowResult[]): Promise<void> {
  const scheduleIds = jobs.flatMap((j) => j.schedules.map((s) => s.id));
  if (scheduleIds.length > 0) await tx.query('DELETE FROM bigbrain_resschedule WHERE schedule_id = ANY($1::int[])', [scheduleIds]);

  const sched = jobs.flatMap((j, i) => results[i].schedules.map((r) => ({ job: j, r, c: resultColumns(r.totals) })));
  if (sched.length > 0) {
    const ins = await tx.query<{ id: number; schedule_id: number }>(
      `INSERT INTO bigbrain_resschedule (schedule_id, goal_pps, realized_pps, scheduled_quantity, transaction_count,
          units_produced, units_good, units_scrapped, units_rejected, units_reworked, operating_secs, scheduled_secs,
          planned_down_secs, unplanned_down_secs, speed_loss_secs, scrap_loss_secs, max_event_pk,
          performance_percent, quality_percent, availability_percent, efficiency_percent, _company_id)
       SELECT * FROM unnest($1::int[], $2::float8[], $3::float8[], $4::numeric[], $5::int[], $6::numeric[], $7::numeric[],
          $8::numeric[], $9::numeric[], $10::numeric[], $11::float8[], $12::float8[], $13::float8[], $14::float8[], $15::float8[],
          $16::float8[], $17::bigint[], $18::float8[], $19::float8[], $20::float8[], $21::float8[], $22::int[])
       RETURNING id, schedule_id`,
      [
        sched.map((s) => s.r.schedule.id),
        sched.map((s) => s.r.goal_pps),
        sched.map((s) => (s.c.operating_secs > 0 ? s.c.units_produced / s.c.operating_secs : 0)),
        sched.map((s) => s.r.schedule.quantity),
        sched.map((s) => s.r.transaction_count),
        sched.map((s) => s.c.units_produced),
        sched.map((s) => s.c.units_good),
        sched.map((s) => s.c.units_scrapped),
        sched.map((s) => s.c.units_rejected),
        sched.map((s) => s.c.units_reworked),
        sched.map((s) => s.c.operating_secs),
        sched.map((s) => s.c.scheduled_secs),
        sched.map((s) => s.c.planned_down_secs),
        sched.map((s) => s.c.unplanned_down_secs),
        sched.map((s) => s.c.speed_loss_secs),
        sched.map((s) => s.c.scrap_loss_secs),
        sched.map((s) => s.r.max_event_pk),
        sched.map((s) => s.c.performance_percent),
        sched.map((s) => s.c.quality_percent),
        sched.map((s) => s.c.availability_percent),
        sched.map((s) => s.c.efficiency_percent),
        sched.map((s) => s.job.companyId),
      ],
    );
    const parentOf = new Map(ins.rows.map((r) => [r.schedule_id, r.id]));
    await writeTimeBuckets(tx, sched.flatMap((s) => s.r.groups.map((g) => ({ job: s.job, parent: parentOf.get(s.r.schedule.id)!, g }))));
  }

  // The machine's row for the shift; a window with nothing scheduled and no events has no row.
  const entityRows: EntityRow[] = jobs.map((j, i) => ({
    companyId: j.companyId,
    entityId: j.machineId,
    shiftDate: j.window.shiftDate,
    shiftKey: j.window.shiftKey,
    totals: results[i].totals,
    transactionCount: results[i].transaction_count,
    goalPps: results[i].goal_pps,
    keep: j.schedules.length > 0 || j.groups.length > 0,
  }));
  await writeEntityRows(tx, entityRows);
  // The machine's whole-day row and everything above it follow through ent_queue.
  await enqueueEntities(tx, jobs.map((j) => ({ companyId: j.companyId, entityId: j.machineId, shiftDate: j.window.shiftDate, depth: 3 })));
}

/**
 * restime: each schedule's counted events in 15-minute buckets, summed in SQL from the same events
 * (a group of part and operation belongs to the schedule computeWindow counted it for). The sums
 * are grouped by the group's number and the bucket only, and the group's columns joined on after:
 * sorting and grouping by all seven keys, four of them text, took a third of the statement and
 * this about a quarter. date_bin gives the bucket floor(epoch / 900) * 900 at half the cost of
 * extract(epoch), which is numeric.
 */
async function writeTimeBuckets(tx: Queryable, rows: ReadonlyArray<{ job: WindowJob; parent: number; g: CountGroup }>): Promise<void> {
  if (rows.length === 0) return;
  const groups = `unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::text[], $8::text[])
                  WITH ORDINALITY AS t(parent, c, m, k, ws, we, part, op, i)`;
  await tx.query(
    `INSERT INTO bigbrain_restime (parent_id, shift_key, machine_key, part_name, operation, "timestamp", transaction_count,
        units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
     SELECT t.parent, t.k, t.m, t.part, t.op, b.bucket, b.n, b.prod, GREATEST(0, b.prod - b.scrp - b.rjct - b.rwrk), b.rwrk, b.rjct, b.scrp, t.c
       FROM ${groups}
       JOIN (
         SELECT t.i, date_bin('15 minutes', e."timestamp", TIMESTAMPTZ 'epoch') AS bucket, count(*) AS n,
                COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'PROD'), 0) AS prod, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'SCRP'), 0) AS scrp,
                COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RJCT'), 0) AS rjct, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RWRK'), 0) AS rwrk
           FROM ${groups}
          CROSS JOIN LATERAL (
            SELECT * FROM bigbrain_inpevent e
             WHERE e._company_id = t.c AND e.machine_key = t.m AND e."timestamp" >= t.ws AND e."timestamp" < t.we AND e.type <> 'DOWN'
               AND e.part_name IS NOT DISTINCT FROM t.part AND e.operation IS NOT DISTINCT FROM t.op OFFSET 0) e
          GROUP BY 1, 2) b ON b.i = t.i`,
    [
      rows.map((r) => r.parent),
      rows.map((r) => r.job.companyId),
      rows.map((r) => r.job.machineKey),
      rows.map((r) => r.job.window.shiftKey),
      rows.map((r) => new Date(r.job.window.start)),
      rows.map((r) => new Date(r.job.window.end)),
      rows.map((r) => r.g.part_name),
      rows.map((r) => r.g.operation),
    ],
  );
}
