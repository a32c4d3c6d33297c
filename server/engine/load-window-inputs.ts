import type { Queryable } from '../db/database';
import type { KeyedWindow } from './shift-windows';
import type { CountGroup, WindowEvent, WindowSchedule } from './window-compute';

/**
 * Stops that began up to this long before a window are read with the window's span (one index range
 * scan); longer ones, and open ones, are read apart (longStopsBeforeLookback): a stop counts in every
 * scheduled window it covers, however long ago it began (core/oee/counted-downtime.ts).
 */
const DOWN_LOOKBACK_MS = 48 * 3_600_000;

/**
 * A counted event `e` the full computation takes: not one still pending. Writers file new counted
 * events without waiting for a batch that holds their window, so events filed during a batch keep
 * their sch_pending rows; left out of every read of the batch alike (an event commits with its
 * pending row), they reach the results as a delta once (process-schedules.ts).
 */
export const NOT_PENDING = `NOT EXISTS (SELECT 1 FROM sch_pending p WHERE p._company_id = e._company_id AND p.machine_key = e.machine_key AND p.event_id = e.id)`;

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
    // One lookup per window through the unique key (LATERAL ... OFFSET 0): as a join, the planner
    // sorted and merged all of the company's schedules by date for every batch.
    `SELECT t.i, s.id, s.part_name, s.operation, s.quantity, s.ppm
       FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[]) AS t(i, c, m, d, k)
      CROSS JOIN LATERAL (SELECT * FROM bigbrain_inpschedule s
        WHERE s._company_id = t.c AND s.machine_key = t.m AND s.shift_date = t.d AND s.shift_key = t.k OFFSET 0) s
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
      `e."timestamp" >= t.ws AND e."timestamp" < t.we AND e.type <> 'DOWN' AND ${NOT_PENDING}`,
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

/**
 * A time as microseconds since the epoch, exact in a float8 until the year 2255: compared as
 * PostgreSQL compares it, and parsed far faster than a timestamp (parsing two dates per stop took
 * longer than PostgreSQL took to find them).
 */
const MICROS = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::float8`;

/**
 * The stops reaching into each job's window: a finished stop that began up to DOWN_LOOKBACK_MS before
 * the window and ends after its start, or one still open. A machine's windows of one batch are
 * mostly consecutive (a regeneration queues them so), and each window's lookback covers the two
 * windows before it: read per window, every stop was read about seven times. So each machine's
 * windows are joined into spans (their lookbacks overlapping) and each span's stops read once,
 * through the partial index of stops; the window's own rule is then applied here, in microseconds,
 * as PostgreSQL compares them. A span's stops come as one row of arrays: the embedded database's
 * driver copies and decodes every field on its own, and one field per stop and column took it
 * twice as long as finding them.
 */
export async function loadStops(tx: Queryable, jobs: WindowJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const spans = stopSpans(jobs);
  const byTime = (column: string) => `array_agg(${column} ORDER BY e."timestamp", e.id)`;
  const stops = await tx.query<{ span: number; ids: Array<string | number>; planned: boolean[]; ts_us: number[]; end_us: Array<number | null> }>(
    `SELECT t.span, ${byTime('e.id')} AS ids, ${byTime('e.planned')} AS planned,
            ${byTime(MICROS('e."timestamp"'))} AS ts_us, ${byTime(MICROS('e."end"'))} AS end_us
       FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[]) AS t(span, c, m, lo, hi, first_start)
       JOIN LATERAL (SELECT * FROM bigbrain_inpevent e
        WHERE e._company_id = t.c AND e.machine_key = t.m AND e.type = 'DOWN' AND e."timestamp" >= t.lo AND e."timestamp" < t.hi
          AND (e."end" IS NULL OR e."end" > t.first_start) OFFSET 0) e ON true
      GROUP BY t.span`,
    [
      spans.map((_, i) => i),
      spans.map((s) => s.companyId),
      spans.map((s) => s.machineKey),
      spans.map((s) => new Date(s.start - DOWN_LOOKBACK_MS)),
      spans.map((s) => new Date(s.end)),
      spans.map((s) => new Date(s.start)),
    ],
  );
  const found: WindowStop[] = [];
  for (const row of stops.rows) {
    const { ids, planned, ts_us: starts, end_us: ends } = row;
    let from = 0;
    // Stops in order of start, windows in order of start: the first stop a window can see only moves forward.
    for (const { i, job } of spans[row.span]!.entries) {
      const [ws, we] = [job.window.start * 1000, job.window.end * 1000];
      while (from < ids.length && starts[from]! < ws - DOWN_LOOKBACK_MS * 1000) from++;
      for (let k = from; k < ids.length && starts[k]! < we; k++) {
        const end = ends[k]!;
        if (end === null || end > ws) found.push({ i, id: ids[k]!, ts: Math.floor(starts[k]! / 1000), end: end === null ? null : Math.floor(end / 1000), planned: planned[k]! });
      }
    }
  }
  for (const e of [...found, ...(await longStopsBeforeLookback(tx, jobs))]) {
    jobs[e.i].downs.push({
      id: Number(e.id),
      ts: e.ts,
      end: e.end,
      type: 'DOWN',
      quantity: 0,
      planned: e.planned,
      part_name: null,
      operation: null,
    });
  }
}

interface StopSpan {
  companyId: number;
  machineKey: string;
  /** The first window's start and the latest window end. */
  start: number;
  end: number;
  /** The span's jobs (and their index in the batch) in order of start. */
  entries: Array<{ i: number; job: WindowJob }>;
}

/** One machine's windows, in order, joined while each one's lookback reaches the span before it. */
function stopSpans(jobs: readonly WindowJob[]): StopSpan[] {
  const order = jobs
    .map((job, i) => ({ i, job }))
    .sort((a, b) => a.job.companyId - b.job.companyId || (a.job.machineKey < b.job.machineKey ? -1 : a.job.machineKey > b.job.machineKey ? 1 : 0) || a.job.window.start - b.job.window.start);
  const spans: StopSpan[] = [];
  for (const entry of order) {
    const { job } = entry;
    const last = spans[spans.length - 1];
    if (last && last.companyId === job.companyId && last.machineKey === job.machineKey && job.window.start - DOWN_LOOKBACK_MS <= last.end) {
      last.end = Math.max(last.end, job.window.end);
      last.entries.push(entry);
    } else {
      spans.push({ companyId: job.companyId, machineKey: job.machineKey, start: job.window.start, end: job.window.end, entries: [entry] });
    }
  }
  return spans;
}

/**
 * Stops reaching into a window that began before its lookback: open ones, and finished ones longer
 * than the lookback (a breakdown of three days). They are read once per machine of the batch, not
 * once per window (per window, the planner walked every older stop of the machine each time): stops
 * still open (partial index of open stops) or ending after the machine's first window start (index
 * of stop ends), that began before its last window's lookback and last longer than the lookback.
 * One lookup per machine (LATERAL ... OFFSET 0): most events have no end, so the planner expected
 * hundreds of thousands of open stops and hashed them in parallel (27 ms a batch for 9 rows).
 */
async function longStopsBeforeLookback(tx: Queryable, jobs: readonly WindowJob[]): Promise<WindowStop[]> {
  const machines = new Map<string, { c: number; m: string; first: number; last: number }>();
  for (const j of jobs) {
    const key = `${j.companyId}\u0000${j.machineKey}`;
    const seen = machines.get(key);
    if (seen) Object.assign(seen, { first: Math.min(seen.first, j.window.start), last: Math.max(seen.last, j.window.start) });
    else machines.set(key, { c: j.companyId, m: j.machineKey, first: j.window.start, last: j.window.start });
  }
  const list = [...machines.values()];
  const long = await tx.query<{ c: number; m: string; id: string | number; planned: boolean; ts_us: number; end_us: number | null }>(
    `SELECT t.c, t.m, e.id, e.planned, ${MICROS('e."timestamp"')} AS ts_us, ${MICROS('e."end"')} AS end_us
       FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS t(c, m, first_start, last_lookback)
      CROSS JOIN LATERAL (SELECT * FROM bigbrain_inpevent e
        WHERE e._company_id = t.c AND e.machine_key = t.m AND e.type = 'DOWN' AND e."timestamp" < t.last_lookback
          AND (e."end" IS NULL OR (e."end" > t.first_start AND e."end" - e."timestamp" > $5::interval)) OFFSET 0) e`,
    [list.map((x) => x.c), list.map((x) => x.m), list.map((x) => new Date(x.first)), list.map((x) => new Date(x.last - DOWN_LOOKBACK_MS)), `${DOWN_LOOKBACK_MS} milliseconds`],
  );
  // Each window takes the ones the span's read left out: begun before its own lookback, reaching past its start.
  return jobs.flatMap((j, i) =>
    long.rows
      .filter((e) => e.c === j.companyId && e.m === j.machineKey && e.ts_us < (j.window.start - DOWN_LOOKBACK_MS) * 1000 && (e.end_us === null || e.end_us > j.window.start * 1000))
      .map(({ id, ts_us, end_us, planned }) => ({ i, id, ts: Math.floor(ts_us / 1000), end: end_us === null ? null : Math.floor(end_us / 1000), planned })),
  );
}

/** A stop found for job `i`, its times in ms. */
interface WindowStop {
  i: number;
  id: string | number;
  ts: number;
  end: number | null;
  planned: boolean;
}
