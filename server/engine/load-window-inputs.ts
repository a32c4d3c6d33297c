import type { Queryable } from '../db/database';
import type { KeyedWindow } from './shift-windows';
import type { CountGroup, WindowEvent, WindowSchedule } from './window-compute';

/**
 * A finished stop that began this long before a window is still found in it; a longer finished stop
 * is cut off there. Open stops (no end yet) are found however old they are.
 */
export const DOWN_LOOKBACK = '48 hours';
/** The same span in ms: hours, not days, so SQL and JavaScript agree across a DST change. */
const DOWN_LOOKBACK_MS = 48 * 3_600_000;

export interface WindowJob {
  companyId: number;
  machineKey: string;
  machineId: number;
  window: KeyedWindow;
  schedules: WindowSchedule[];
  groups: CountGroup[];
  downs: WindowEvent[];
  /** Only new counted events arrived: its kept sums plus theirs (new-counts.ts), not all of its events summed again. */
  countsOnly?: boolean;
}

/** unnest() arguments describing the jobs' windows: i, company, machine, window start, window end. */
export function windowParams(jobs: readonly WindowJob[]): unknown[] {
  return [jobs.map((_, i) => i), jobs.map((j) => j.companyId), jobs.map((j) => j.machineKey), jobs.map((j) => new Date(j.window.start)), jobs.map((j) => new Date(j.window.end))];
}

// LATERAL ... OFFSET 0 keeps one index range scan per window: joined as a set, the planner would
// rather hash the whole event table.
const perWindow = (select: string, where: string, tail = '') =>
  `SELECT t.i, ${select} FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS t(i, c, m, ws, we)
   CROSS JOIN LATERAL (SELECT * FROM bigbrain_inpevent e WHERE e._company_id = t.c AND e.machine_key = t.m AND ${where} OFFSET 0) e ${tail}`;

/*
 * A job's inputs: its schedules, its counted events grouped by part and operation (summed in SQL:
 * only a few rows per window leave the database; new-counts.ts adds new events to kept sums
 * instead), and its stops one by one.
 */

export async function loadSchedules(tx: Queryable, jobs: WindowJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const sched = await tx.query<{ i: number; id: number; part_name: string; operation: string; quantity: string; ppm: string }>(
    `SELECT t.i, s.id, s.part_name, s.operation, s.quantity, s.ppm
       FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[]) AS t(i, c, m, d, k)
       JOIN bigbrain_inpschedule s ON s._company_id = t.c AND s.machine_key = t.m AND s.shift_date = t.d AND s.shift_key = t.k
      ORDER BY s.id`,
    [jobs.map((_, i) => i), jobs.map((j) => j.companyId), jobs.map((j) => j.machineKey), jobs.map((j) => j.window.shiftDate), jobs.map((j) => j.window.shiftKey)],
  );
  for (const s of sched.rows) {
    jobs[s.i].schedules.push({ id: s.id, part_name: s.part_name, operation: s.operation, quantity: Number(s.quantity), ppm: Number(s.ppm) });
  }
}

/** The counted events of each job's window, summed per part and operation. */
export async function loadCountGroups(tx: Queryable, jobs: WindowJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const groups = await tx.query<Record<string, string | number | null> & { i: number }>(
    perWindow(
      `e.part_name, e.operation, count(*) AS n, max(e.id) AS max_id,
       COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'PROD'), 0) AS prod, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'SCRP'), 0) AS scrp,
       COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RJCT'), 0) AS rjct, COALESCE(sum(e.quantity) FILTER (WHERE e.type = 'RWRK'), 0) AS rwrk`,
      `e."timestamp" >= t.ws AND e."timestamp" < t.we AND e.type <> 'DOWN'`,
      'GROUP BY t.i, e.part_name, e.operation ORDER BY t.i, e.part_name, e.operation',
    ),
    windowParams(jobs),
  );
  for (const g of groups.rows) {
    jobs[g.i].groups.push({
      part_name: g.part_name as string | null,
      operation: g.operation as string | null,
      max_event_pk: g.max_id === null ? null : Number(g.max_id),
      transaction_count: Number(g.n),
      units_produced: Number(g.prod),
      units_scrapped: Number(g.scrp),
      units_rejected: Number(g.rjct),
      units_reworked: Number(g.rwrk),
    });
  }
}

/** The stops reaching into each job's window. */
export async function loadStops(tx: Queryable, jobs: WindowJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const stops = await tx.query<RawStop>(
    perWindow(
      'e.id, e."timestamp" AS ts, e."end", e.planned',
      `e.type = 'DOWN' AND e."timestamp" < t.we AND e."timestamp" >= t.ws - interval '${DOWN_LOOKBACK}' AND (e."end" IS NULL OR e."end" > t.ws)`,
    ),
    windowParams(jobs),
  );
  for (const e of [...stops.rows, ...(await openStopsBeforeLookback(tx, jobs))]) {
    jobs[e.i].downs.push({
      id: Number(e.id),
      ts: new Date(e.ts).getTime(),
      end: e.end === null ? null : new Date(e.end).getTime(),
      type: 'DOWN',
      quantity: 0,
      planned: e.planned,
      part_name: null,
      operation: null,
    });
  }
}

/**
 * Stops still open that began before a window's lookback. They are the same for every window of a
 * machine, so they are read once per machine of the batch (through the partial index of open stops),
 * not once per window: per window, the planner walked every older stop of the machine each time.
 * One lookup per machine (LATERAL ... OFFSET 0): most events have no end, so the planner expected
 * hundreds of thousands of open stops and hashed them in parallel (27 ms a batch for 9 rows).
 */
async function openStopsBeforeLookback(tx: Queryable, jobs: readonly WindowJob[]): Promise<RawStop[]> {
  const machines = new Map<string, { c: number; m: string }>();
  for (const j of jobs) machines.set(`${j.companyId}\u0000${j.machineKey}`, { c: j.companyId, m: j.machineKey });
  const open = await tx.query<Omit<RawStop, 'i'> & { c: number; m: string }>(
    `SELECT t.c, t.m, e.id, e."timestamp" AS ts, e."end", e.planned
       FROM unnest($1::int[], $2::text[]) AS t(c, m)
      CROSS JOIN LATERAL (SELECT * FROM bigbrain_inpevent e
        WHERE e._company_id = t.c AND e.machine_key = t.m AND e.type = 'DOWN' AND e."end" IS NULL OFFSET 0) e`,
    [[...machines.values()].map((x) => x.c), [...machines.values()].map((x) => x.m)],
  );
  return jobs.flatMap((j, i) =>
    open.rows
      .filter((e) => e.c === j.companyId && e.m === j.machineKey && new Date(e.ts).getTime() < j.window.start - DOWN_LOOKBACK_MS)
      .map(({ id, ts, end, planned }) => ({ i, id, ts, end, planned })),
  );
}

interface RawStop {
  i: number;
  id: string | number;
  ts: string | Date;
  end: string | Date | null;
  planned: boolean;
}
