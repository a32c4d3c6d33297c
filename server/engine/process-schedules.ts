import type { Database, Queryable } from '../db/database';
import { loadCalendars, type CompanyCalendar } from './calendar';
import { noJit } from './no-jit';
import { loadCountGroups, loadSchedules, loadStops, type WindowJob } from './load-window-inputs';
import { promotePending } from './enqueue';
import { keepWindowCounts, loadNewCounts, writeNewCountResults } from './new-counts';
import { ShiftWindows } from './shift-windows';
import { computeWindow } from './window-compute';
import { writeMachineShiftRows, writeScheduleResults } from './write-schedule-results';

export const MAX_ATTEMPTS = 3;

interface QueueRow {
  _company_id: number;
  machine_key: string;
  shift_date: string;
  shift_key: string;
  counts_only: boolean;
}

/**
 * Takes up to `limit` (machine, shift date, shift) rows from sch_queue with FOR UPDATE SKIP LOCKED,
 * recomputes their results and deletes the rows, all in one transaction: a crash leaves them queued,
 * and another process working the same queue skips them. Returns how many rows it took.
 */
export async function processScheduleBatch(db: Database, opts: { limit: number; now: number }): Promise<number> {
  const started = new Date();
  const taken: QueueRow[] = [];
  await promotePending(db);
  try {
    return await db.transaction((tx) => takeAndCompute(tx, opts.limit, opts.now, started, taken));
  } catch (e) {
    if (opts.limit > 1) {
      // Find the bad row: one at a time, each in its own transaction.
      let done = 0;
      for (let i = 0; i < opts.limit; i++) {
        const n = await processScheduleBatch(db, { limit: 1, now: opts.now });
        if (n === 0) break;
        done += n;
      }
      return done;
    }
    // Nothing taken: no company to log the failure against (job logs are company rows); the worker logs it.
    if (taken.length === 0) throw e;
    await markFailed(db, started, taken, e);
    return taken.length;
  }
}

async function takeAndCompute(tx: Queryable, limit: number, now: number, started: Date, out: QueueRow[]): Promise<number> {
  await noJit(tx);
  const taken = await tx.query<QueueRow & { row: string }>(
    `SELECT ctid::text AS row, _company_id, machine_key, to_char(shift_date, 'YYYY-MM-DD') AS shift_date, shift_key, counts_only FROM sch_queue
      WHERE attempts < ${MAX_ATTEMPTS} ORDER BY queued_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  if (taken.rows.length === 0) return 0;
  out.push(...taken.rows);
  const calendars = await loadCalendars(tx, taken.rows.map((r) => r._company_id));
  const jobs = planJobs(taken.rows, calendars);
  await loadSchedules(tx, jobs);
  const newCounts = await loadNewCounts(tx, jobs);
  const full = jobs.filter((j) => !j.countsOnly);
  // Exactly once without holding back the writers (they no longer touch the queue rows held here):
  // the events pending now are counted by the full computation, so their rows go first; an event
  // filed after this statement keeps its row, every read of the full computation leaves it out,
  // and it comes back as a delta (promotePending queues its window again). The delta windows'
  // rows went as loadNewCounts read them: rows filed since stay.
  const deltas = new Set(jobs.filter((j) => j.countsOnly).map((j) => `${j.companyId}|${j.machineKey}|${j.window.shiftDate}|${j.window.shiftKey}`));
  const inFull = taken.rows.filter((r) => !deltas.has(`${r._company_id}|${r.machine_key}|${r.shift_date}|${r.shift_key}`));
  if (inFull.length > 0) {
    await tx.query(
      `DELETE FROM sch_pending p USING unnest($1::int[], $2::text[], $3::date[], $4::text[]) AS t(c, m, d, k)
        WHERE p._company_id = t.c AND p.machine_key = t.m AND p.shift_date = t.d AND p.shift_key = t.k`,
      columns(inFull),
    );
  }
  await loadCountGroups(tx, full);
  await loadStops(tx, jobs);
  const results = jobs.map((j) => computeWindow(j.window, j.schedules, j.groups, j.downs, now));
  await writeScheduleResults(tx, full, results.filter((_, i) => !jobs[i].countsOnly));
  await writeNewCountResults(tx, jobs, results, newCounts);
  await writeMachineShiftRows(tx, jobs, results);
  await keepWindowCounts(tx, jobs, now);
  // By their row addresses, stable while this transaction holds their locks: joined on the key, a
  // queue of 120,000 rows was planned as a scan of all of them for each batch of 500.
  await tx.query('DELETE FROM sch_queue WHERE ctid = ANY($1::tid[])', [taken.rows.map((r) => r.row)]);
  for (const [companyId, n] of countBy(taken.rows.map((r) => r._company_id))) {
    await tx.query('INSERT INTO sch_joblog (_company_id, started, rows) VALUES ($1, $2, $3)', [companyId, started, n]);
  }
  return taken.rows.length;
}

/** Rows for unknown machines or shifts have nothing to compute: they are just removed from the queue. */
function planJobs(rows: readonly QueueRow[], calendars: Map<number, CompanyCalendar>): WindowJob[] {
  const windowsByCompany = new Map<number, ShiftWindows>();
  const jobs: WindowJob[] = [];
  for (const row of rows) {
    const cal = calendars.get(row._company_id)!;
    let windows = windowsByCompany.get(row._company_id);
    if (!windows) windowsByCompany.set(row._company_id, (windows = new ShiftWindows(cal.shifts)));
    const machine = cal.machines.get(row.machine_key);
    const window = machine && windows.find(row.shift_date, row.shift_key, machine.timezone);
    if (machine && window) {
      jobs.push({ companyId: row._company_id, machineKey: row.machine_key, machineId: machine.id, window, schedules: [], groups: [], downs: [], countsOnly: row.counts_only });
    }
  }
  return jobs;
}

function columns(rows: readonly QueueRow[]): [number[], string[], string[], string[]] {
  return [rows.map((r) => r._company_id), rows.map((r) => r.machine_key), rows.map((r) => r.shift_date), rows.map((r) => r.shift_key)];
}

function countBy(values: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/** A row that fails alone is kept with its error and retried up to MAX_ATTEMPTS times. */
async function markFailed(db: Database, started: Date, rows: readonly QueueRow[], error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE sch_queue q SET attempts = attempts + 1, last_error = $5
         FROM unnest($1::int[], $2::text[], $3::date[], $4::text[]) AS t(c, m, d, k)
        WHERE q._company_id = t.c AND q.machine_key = t.m AND q.shift_date = t.d AND q.shift_key = t.k`,
      [...columns(rows), message],
    );
    await tx.query('INSERT INTO sch_joblog (_company_id, started, rows, error) VALUES ($1, $2, 0, $3)', [rows[0]._company_id, started, message]);
  });
}
