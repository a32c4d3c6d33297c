import type { Queryable } from '../db/database';
import type { WindowJob } from './load-window-inputs';
import type { CountGroup, WindowResult } from './window-compute';
import { scheduleResultColumns, scheduleRows } from './write-schedule-results';

/*
 * New counted events as deltas (issue 15). A live window used to be summed again from all of its
 * events for every new batch, so each update cost more as the shift filled. A window queued only for
 * new counted events (sch_queue.counts_only, their ids in sch_pending) now takes its kept sums per
 * part and operation (sch_window_counts) plus the new events', and adds the new events' 15-minute
 * buckets to restime in place. Anything else (a stop, a corrected or removed event, a schedule, a
 * regeneration) computes the window from all of its events, which also writes its kept sums again.
 * A test compares the two on both databases (new-counts.int.test.ts).
 */

/** Sums are kept for windows ending less than this before now; a late event for an older window computes it in full. */
export const WINDOW_COUNTS_KEPT_MS = 48 * 3_600_000;

/** The new counted events of one job's window in one 15-minute bucket with one part and operation. */
interface NewBucket {
  i: number;
  part_name: string | null;
  operation: string | null;
  bucket: Date | string;
  n: string | number;
  max_id: string | number;
  prod: string | number;
  scrp: string | number;
  rjct: string | number;
  rwrk: string | number;
}

export interface NewCounts {
  buckets: NewBucket[];
  /** resschedule id by input schedule id, for the jobs taking deltas. */
  resultIdOf: Map<number, number>;
}

const windowKeys = (jobs: readonly WindowJob[]) => [
  jobs.map((_, i) => i),
  jobs.map((j) => j.companyId),
  jobs.map((j) => j.machineKey),
  jobs.map((j) => j.window.shiftDate),
  jobs.map((j) => j.window.shiftKey),
];
const KEYS = `unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[]) AS t(i, c, m, d, k)`;
// JSON, so that a part named 'null' is not taken for no part.
const groupKey = (g: Pick<CountGroup, 'part_name' | 'operation'>) => JSON.stringify([g.part_name, g.operation]);

/**
 * Fills the groups of the jobs queued for new counted events only: their kept sums plus the new
 * events', taken from sch_pending. A job whose kept sums or schedule results are missing has
 * countsOnly cleared and is computed in full. Call after loadSchedules.
 */
export async function loadNewCounts(tx: Queryable, jobs: readonly WindowJob[]): Promise<NewCounts> {
  const resultIdOf = new Map<number, number>();
  const candidates = jobs.filter((j) => j.countsOnly);
  if (candidates.length === 0) return { buckets: [], resultIdOf };
  const kept = await tx.query<{ i: number; groups: CountGroup[] }>(
    `SELECT t.i, w.groups FROM ${KEYS}
       JOIN sch_window_counts w ON w._company_id = t.c AND w.machine_key = t.m AND w.shift_date = t.d AND w.shift_key = t.k`,
    windowKeys(candidates),
  );
  const keptOf = new Map(kept.rows.map((r) => [candidates[r.i], r.groups]));
  const scheduleIds = candidates.flatMap((j) => j.schedules.map((s) => s.id));
  if (scheduleIds.length > 0) {
    const ids = await tx.query<{ id: number; schedule_id: number }>(
      `SELECT r.id, r.schedule_id FROM bigbrain_resschedule r JOIN unnest($1::int[], $2::int[]) AS t(c, s) ON r._company_id = t.c AND r.schedule_id = t.s`,
      [candidates.flatMap((j) => j.schedules.map(() => j.companyId)), scheduleIds],
    );
    for (const r of ids.rows) resultIdOf.set(r.schedule_id, r.id);
  }
  for (const j of candidates) j.countsOnly = keptOf.has(j) && j.schedules.every((s) => resultIdOf.has(s.id));
  const deltas = candidates.filter((j) => j.countsOnly);
  if (deltas.length === 0) return { buckets: [], resultIdOf };

  // The window's bounds as the full computation reads them: an event counts where its timestamp falls.
  const taken = await tx.query<NewBucket>(
    `WITH taken AS (
       DELETE FROM sch_pending p USING ${KEYS}
        WHERE p._company_id = t.c AND p.machine_key = t.m AND p.shift_date = t.d AND p.shift_key = t.k
       RETURNING t.i, p._company_id, p.event_id)
     SELECT taken.i, e.part_name, e.operation, date_bin('15 minutes', e."timestamp", TIMESTAMPTZ 'epoch') AS bucket, count(*) AS n, max(e.id) AS max_id,
            COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'PROD'), 0) AS prod, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'SCRP'), 0) AS scrp,
            COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RJCT'), 0) AS rjct, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RWRK'), 0) AS rwrk
       FROM taken
       JOIN unnest($1::int[], $6::timestamptz[], $7::timestamptz[]) AS w(i, ws, we) ON w.i = taken.i
       JOIN bigbrain_inpevent e ON e._company_id = taken._company_id AND e.id = taken.event_id AND e."timestamp" >= w.ws AND e."timestamp" < w.we AND e.type <> 'DOWN'
      GROUP BY 1, 2, 3, 4`,
    [...windowKeys(deltas), deltas.map((j) => new Date(j.window.start)), deltas.map((j) => new Date(j.window.end))],
  );
  const groupsOf = deltas.map((j) => new Map(keptOf.get(j)!.map((g) => [groupKey(g), { ...g }])));
  for (const b of taken.rows) {
    const groups = groupsOf[b.i];
    let g = groups.get(groupKey(b));
    if (!g) {
      g = { part_name: b.part_name, operation: b.operation, max_event_pk: null, transaction_count: 0, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 };
      groups.set(groupKey(b), g);
    }
    g.transaction_count += Number(b.n);
    g.units_produced += Number(b.prod);
    g.units_scrapped += Number(b.scrp);
    g.units_rejected += Number(b.rjct);
    g.units_reworked += Number(b.rwrk);
    g.max_event_pk = Math.max(g.max_event_pk ?? 0, Number(b.max_id));
  }
  deltas.forEach((j, i) => (j.groups = [...groupsOf[i].values()]));
  // The bucket rows name their job by its place in the whole batch, as writeNewCountResults gets it.
  const inBatch = new Map(jobs.map((j, i) => [j, i]));
  return { buckets: taken.rows.map((b) => ({ ...b, i: inBatch.get(deltas[b.i])! })), resultIdOf };
}

/**
 * Writes the results of the jobs computed from their kept sums: their schedule results updated in
 * place (restime's buckets keep their parent) and the new events' buckets added to restime.
 * `jobs` and `results` are the whole batch, as passed to loadNewCounts.
 */
export async function writeNewCountResults(tx: Queryable, jobs: readonly WindowJob[], results: readonly WindowResult[], counts: NewCounts): Promise<void> {
  const delta = jobs.flatMap((j, i) => (j.countsOnly ? [i] : []));
  if (delta.length === 0) return;
  const sched = scheduleRows(delta.map((i) => jobs[i]), delta.map((i) => results[i]));
  if (sched.length > 0) {
    const cols = scheduleResultColumns(sched);
    await tx.query(
      `UPDATE bigbrain_resschedule r SET ${cols.map(([name]) => `${name} = t.${name}`).join(', ')}
         FROM unnest($1::int[], $2::int[], ${cols.map(([, type], i) => `$${i + 3}::${type}[]`).join(', ')}) AS t(c, id, ${cols.map(([name]) => name).join(', ')})
        WHERE r._company_id = t.c AND r.id = t.id`,
      [sched.map((s) => s.job.companyId), sched.map((s) => counts.resultIdOf.get(s.r.schedule.id)), ...cols.map(([, , values]) => values)],
    );
  }
  // Each bucket goes to the schedule its part and operation were counted for (none when nothing is scheduled).
  const parentOf = new Map<string, number>();
  for (const i of delta) {
    for (const s of results[i].schedules) for (const g of s.groups) parentOf.set(`${i}\u0000${groupKey(g)}`, counts.resultIdOf.get(s.schedule.id)!);
  }
  const rows = counts.buckets.flatMap((b) => {
    const parent = parentOf.get(`${b.i}\u0000${groupKey(b)}`);
    return parent === undefined ? [] : [{ b, parent, job: jobs[b.i] }];
  });
  if (rows.length === 0) return;
  await tx.query(
    `WITH d AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[],
                            $10::text[], $11::text[], $12::int[]) AS d(parent, part, op, bucket, n, prod, scrp, rjct, rwrk, k, m, c)),
     added AS (
       UPDATE bigbrain_restime r
          SET transaction_count = r.transaction_count + d.n, units_produced = r.units_produced + d.prod, units_scrapped = r.units_scrapped + d.scrp,
              units_rejected = r.units_rejected + d.rjct, units_reworked = r.units_reworked + d.rwrk,
              units_good = GREATEST(0, (r.units_produced + d.prod) - (r.units_scrapped + d.scrp) - (r.units_rejected + d.rjct) - (r.units_reworked + d.rwrk))
         FROM d
        WHERE r._company_id = d.c AND r.parent_id = d.parent AND r."timestamp" = d.bucket AND r.part_name IS NOT DISTINCT FROM d.part AND r.operation IS NOT DISTINCT FROM d.op
       RETURNING d.parent, d.part, d.op, d.bucket)
     INSERT INTO bigbrain_restime (parent_id, shift_key, machine_key, part_name, operation, "timestamp", transaction_count,
        units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
     SELECT d.parent, d.k, d.m, d.part, d.op, d.bucket, d.n, d.prod, GREATEST(0, d.prod - d.scrp - d.rjct - d.rwrk), d.rwrk, d.rjct, d.scrp, d.c
       FROM d
      WHERE NOT EXISTS (SELECT 1 FROM added a WHERE a.parent = d.parent AND a.bucket = d.bucket AND a.part IS NOT DISTINCT FROM d.part AND a.op IS NOT DISTINCT FROM d.op)`,
    [
      rows.map((r) => r.parent),
      rows.map((r) => r.b.part_name),
      rows.map((r) => r.b.operation),
      rows.map((r) => r.b.bucket),
      rows.map((r) => Number(r.b.n)),
      rows.map((r) => r.b.prod),
      rows.map((r) => r.b.scrp),
      rows.map((r) => r.b.rjct),
      rows.map((r) => r.b.rwrk),
      rows.map((r) => r.job.window.shiftKey),
      rows.map((r) => r.job.machineKey),
      rows.map((r) => r.job.companyId),
    ],
  );
}

/** After a batch: the kept sums of its recent windows written as computed, older windows' dropped. */
export async function keepWindowCounts(tx: Queryable, jobs: readonly WindowJob[], now: number): Promise<void> {
  const recent = jobs.filter((j) => j.window.end > now - WINDOW_COUNTS_KEPT_MS);
  if (recent.length > 0) {
    await tx.query(
      `INSERT INTO sch_window_counts (_company_id, machine_key, shift_date, shift_key, groups)
       SELECT t.c, t.m, t.d, t.k, t.g FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[], $6::jsonb[]) AS t(i, c, m, d, k, g)
       ON CONFLICT (_company_id, machine_key, shift_date, shift_key) DO UPDATE SET groups = excluded.groups`,
      [...windowKeys(recent), recent.map((j) => JSON.stringify(j.groups))],
    );
    // Sums of windows that are no longer recomputed would stay forever: those of shift dates well
    // past (a shift date's windows end within two days of it) go, and a late event computes its window in full.
    await tx.query('DELETE FROM sch_window_counts WHERE _company_id = ANY($1::int[]) AND shift_date < $2::date', [
      [...new Set(recent.map((j) => j.companyId))],
      new Date(now - WINDOW_COUNTS_KEPT_MS - 3 * 86_400_000).toISOString().slice(0, 10),
    ]);
  }
  const kept = new Set(recent);
  const older = jobs.filter((j) => !kept.has(j));
  if (older.length > 0) {
    await tx.query(`DELETE FROM sch_window_counts w USING ${KEYS} WHERE w._company_id = t.c AND w.machine_key = t.m AND w.shift_date = t.d AND w.shift_key = t.k`, windowKeys(older));
  }
}
