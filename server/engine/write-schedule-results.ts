import { METRIC_CATALOGUE } from '../../core/metrics/metric-catalogue';
import { metricColumnType } from '../../core/metrics/metric-definition';
import type { Queryable } from '../db/database';
import { NOT_PENDING, type WindowJob } from './load-window-inputs';
import { resultColumns, type CountGroup, type ScheduleResult, type WindowResult } from './window-compute';
import { enqueueEntities, writeEntityRows, type EntityRow } from './write-entity-rows';

/** A schedule's result with its stored columns. */
export interface ScheduleRow {
  job: WindowJob;
  r: ScheduleResult;
  c: ReturnType<typeof resultColumns>;
}

export const scheduleRows = (jobs: readonly WindowJob[], results: readonly WindowResult[]): ScheduleRow[] =>
  jobs.flatMap((job, i) => results[i].schedules.map((r) => ({ job, r, c: resultColumns(r.totals) })));

/** resschedule's computed columns: name, SQL type and one value per row, in one order for INSERT and UPDATE. */
export function scheduleResultColumns(rows: readonly ScheduleRow[]): Array<[string, string, unknown[]]> {
  const col = (name: string, type: string, value: (s: ScheduleRow) => unknown): [string, string, unknown[]] => [name, type, rows.map(value)];
  return [
    col('goal_pps', 'float8', (s) => s.r.goal_pps),
    col('realized_pps', 'float8', (s) => (s.c.operating_secs > 0 ? s.c.units_produced / s.c.operating_secs : 0)),
    col('scheduled_quantity', 'numeric', (s) => s.r.schedule.quantity),
    col('transaction_count', 'int', (s) => s.r.transaction_count),
    ...(['operating_secs', 'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'speed_loss_secs', 'scrap_loss_secs'] as const).map((k) =>
      col(k, 'float8', (s) => s.c[k]),
    ),
    col('max_event_pk', 'bigint', (s) => s.r.max_event_pk),
    ...METRIC_CATALOGUE.filter((d) => d.perSchedule).map((d) => col(d.column, metricColumnType(d), (s) => s.c[d.column])),
  ];
}

/** Replaces the schedule results (resschedule and their restime buckets) of windows computed from all their events. */
export async function writeScheduleResults(tx: Queryable, jobs: readonly WindowJob[], results: readonly WindowResult[]): Promise<void> {
  const scheduleIds = jobs.flatMap((j) => j.schedules.map((s) => s.id));
  if (scheduleIds.length > 0) {
    await tx.query('DELETE FROM bigbrain_resschedule r USING unnest($1::int[], $2::int[]) AS t(c, s) WHERE r._company_id = t.c AND r.schedule_id = t.s', [
      jobs.flatMap((j) => j.schedules.map(() => j.companyId)),
      scheduleIds,
    ]);
  }

  const sched = scheduleRows(jobs, results);
  if (sched.length === 0) return;
  const cols = scheduleResultColumns(sched);
  const ins = await tx.query<{ id: number; schedule_id: number }>(
    `INSERT INTO bigbrain_resschedule (schedule_id, ${cols.map(([name]) => name).join(', ')}, _company_id)
     SELECT * FROM unnest($1::int[], ${cols.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')}, $${cols.length + 2}::int[])
     RETURNING id, schedule_id`,
    [sched.map((s) => s.r.schedule.id), ...cols.map(([, , values]) => values), sched.map((s) => s.job.companyId)],
  );
  const parentOf = new Map(ins.rows.map((r) => [r.schedule_id, r.id]));
  await writeTimeBuckets(tx, sched.flatMap((s) => s.r.groups.map((g) => ({ job: s.job, parent: parentOf.get(s.r.schedule.id)!, g }))));
}

/** The machine's row for each shift (a window with nothing scheduled and no events has none), and the roll-ups above it queued. */
export async function writeMachineShiftRows(tx: Queryable, jobs: readonly WindowJob[], results: readonly WindowResult[]): Promise<void> {
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
               AND e.part_name IS NOT DISTINCT FROM t.part AND e.operation IS NOT DISTINCT FROM t.op AND ${NOT_PENDING} OFFSET 0) e
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
