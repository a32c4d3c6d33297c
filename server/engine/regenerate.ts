import type { Database, Queryable } from '../db/database';
import { REGENERATION_BACKLOG } from '../db/embedded-vacuum';
import { drainQueues, type DrainOptions } from './drain';

export interface RegenerateOptions {
  companyId?: number;
  /** YYYY-MM-DD; default: the first shift date with inputs. */
  from?: string;
  /** YYYY-MM-DD; default: the last shift date with inputs. */
  to?: string;
  onProgress?: (done: number, total: number) => void;
  batch?: number;
  now?: () => number;
  /** Batches worked at once (default: 2 on a PostgreSQL server, whose backends then use two cores; 1 embedded, one connection). */
  parallel?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Recomputes every machine, shift and date in range: one set-based INSERT queues them all, then
 * the queues are drained. Interrupted (a crash, a restart), the rest stays queued and the next
 * drain (any worker) finishes it.
 */
export async function regenerate(db: Database, opts: RegenerateOptions = {}): Promise<void> {
  await queueRegeneration(db, opts);
  const loops = opts.parallel ?? (db.kind === 'server' ? 2 : 1);
  // Large batches: a regeneration is throughput work; workers use the smaller default batch. The
  // embedded database's one connection gains most from fewer statements (60 days of 100 machines:
  // 26.1 CPU-s at 500 windows a batch, 20.8 at 2,000); a server's two loops keep 500 to share the work.
  const drain: DrainOptions = { batch: opts.batch ?? (db.kind === 'embedded' ? 2000 : 500), now: opts.now };
  // The loops share the queues as worker processes do (FOR UPDATE SKIP LOCKED); one failing stops the others.
  let failed = false;
  const doneBy = new Array<number>(loops).fill(0);
  let total = 0;
  const progress = (i: number) => (done: number, loopTotal: number) => {
    doneBy[i] = done;
    const all = doneBy.reduce((a, b) => a + b, 0);
    total = Math.max(total, loopTotal, all);
    opts.onProgress?.(all, total);
  };
  const results = await Promise.allSettled(
    doneBy.map((_, i) =>
      drainQueues(db, { ...drain, onProgress: opts.onProgress && progress(i), stopped: () => failed }).catch((e: unknown) => {
        failed = true;
        throw e;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Queues every machine, shift and date in range with one INSERT, for any number of workers to
 * drain (`npm run drain` in several processes on one PostgreSQL server). Returns the rows queued.
 */
export async function queueRegeneration(db: Queryable, opts: Pick<RegenerateOptions, 'companyId' | 'from' | 'to'> = {}): Promise<number> {
  for (const [name, v] of [['from', opts.from], ['to', opts.to]] as const) {
    if (v !== undefined && !DATE.test(v)) throw new Error(`${name} must be a date written YYYY-MM-DD, got '${v}'`);
  }
  const company = opts.companyId ?? null;
  // Whatever made the regeneration necessary (shifts, time zones) may have changed any window: the
  // next event of a window outside the range computes it in full too, not from sums kept before.
  await db.query('DELETE FROM sch_window_counts WHERE $1::int IS NULL OR _company_id = $1', [company]);
  // The events' first and last day come from each machine's first and last event, through the
  // (company, machine, timestamp) index: the machines found by skipping from one key to the next.
  // min() and max() over the company's events read all of them, twice: 300 ms of a 3.6 s
  // regeneration of 490,000 events, most of the one-aggregate baseline.
  const queued = await db.query(
    `WITH RECURSIVE machines AS (
       (SELECT _company_id AS c, machine_key AS m FROM bigbrain_inpevent
         WHERE _company_id >= COALESCE($1::int, -2147483648) ORDER BY _company_id, machine_key LIMIT 1)
       UNION ALL
       SELECT n.c, n.m FROM machines p CROSS JOIN LATERAL (
         SELECT e._company_id AS c, e.machine_key AS m FROM bigbrain_inpevent e
          WHERE (e._company_id, e.machine_key) > (p.c, p.m) ORDER BY e._company_id, e.machine_key LIMIT 1) n
        WHERE $1::int IS NULL OR p.c = $1
     ), events AS (
       SELECT min(x.first)::date - 1 AS f, max(x.last)::date + 1 AS t FROM machines
        CROSS JOIN LATERAL (SELECT min(e."timestamp") AS first, max(e."timestamp") AS last FROM bigbrain_inpevent e
                             WHERE e._company_id = machines.c AND e.machine_key = machines.m) x
        WHERE $1::int IS NULL OR machines.c = $1
     ), span AS (
       SELECT COALESCE($2::date, (SELECT min(d) FROM (
                SELECT min(shift_date) AS d FROM bigbrain_inpschedule WHERE $1::int IS NULL OR _company_id = $1
                UNION ALL SELECT f FROM events) x)) AS f,
              COALESCE($3::date, (SELECT max(d) FROM (
                SELECT max(shift_date) AS d FROM bigbrain_inpschedule WHERE $1::int IS NULL OR _company_id = $1
                UNION ALL SELECT t FROM events) x)) AS t)
     INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key)
     SELECT e._company_id, e.key, d::date, upper(s.name)
       FROM span, bigbrain_entity e
       JOIN bigbrain_shift s ON s._company_id = e._company_id
       CROSS JOIN LATERAL generate_series(span.f, span.t, interval '1 day') AS d
      WHERE e.category = 'MACHINE' AND ($1::int IS NULL OR e._company_id = $1) AND span.f IS NOT NULL
     ON CONFLICT (_company_id, machine_key, shift_date, shift_key)
     DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL, counts_only = false`,
    [company, opts.from ?? null, opts.to ?? null],
  );
  // The queue was (nearly) empty when last analyzed, and nothing analyzes it while a regeneration
  // runs (embedded-vacuum.ts waits for the backlog to go): planned for one row, each batch's take
  // sorted the whole queue (160 ms CPU a batch at 120,000 rows, embedded) instead of reading the
  // first rows of its queued_at index.
  if (queued.affectedRows > REGENERATION_BACKLOG) await db.exec('ANALYZE sch_queue');
  return queued.affectedRows;
}
