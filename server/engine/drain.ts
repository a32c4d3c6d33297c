import type { Database } from '../db/database';
import { DEEPEST, processEntityBatch, type EntityBatchOptions } from './process-entities';
import { MAX_ATTEMPTS, processScheduleBatch } from './process-schedules';

export interface DrainOptions {
  /** Queue rows per transaction. */
  batch?: number;
  now?: () => number;
  onProgress?: (done: number, total: number) => void;
  /** Stops between two batches when it returns true (a worker shutting down). */
  stopped?: () => boolean;
  /** The batches' work (default: the engine's); replaceable in tests. */
  batches?: Batches;
}

export interface Batches {
  schedules(db: Database, opts: { limit: number; now: number }): Promise<number>;
  entities(db: Database, opts: EntityBatchOptions): Promise<number>;
}

const ENGINE_BATCHES: Batches = { schedules: processScheduleBatch, entities: processEntityBatch };

export const DEFAULT_BATCH = 200;

export async function queueSizes(db: Database): Promise<{ sch: number; ent: number }> {
  const r = await db.query<{ sch: string; ent: string }>('SELECT (SELECT count(*) FROM sch_queue) AS sch, (SELECT count(*) FROM ent_queue) AS ent');
  return { sch: Number(r.rows[0].sch), ent: Number(r.rows[0].ent) };
}

/**
 * A turn of the event loop between batches: where the drain runs on the embedded database's thread
 * (drain-beside.ts), the messages waiting there (live queries, dashboards, ingestion) get their
 * statements in before the next batch's transaction.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Entity batches in one roll-up before the schedule queue is looked at again. */
const MAX_ROLL_UP_BATCHES = 16;

/**
 * Works both queues until they are empty: schedules first (they queue the entity roll-ups), then
 * entities deepest first. Under steady ingestion the schedule queue is refilled between any two
 * batches, and waiting for it to stay empty left the area, site and company rows unchanged until the
 * writes paused; so a schedule batch that does not fill (the live case, not a regeneration) is
 * followed by one level of the roll-up, climbing machine day, area, site, company and round again.
 * A machine's new shift results then wait for one entity batch, not for the whole climb (which
 * took 72 % of the engine's time at 1,000 MQTT messages/s, issue 38 point 7), and the top still
 * moves every few batches. An empty schedule queue gets the whole roll-up at once, as before.
 * Returns how many queue rows it processed.
 */
export async function drainQueues(db: Database, opts: DrainOptions = {}): Promise<number> {
  const batch = opts.batch ?? DEFAULT_BATCH;
  const now = opts.now ?? Date.now;
  const work = opts.batches ?? ENGINE_BATCHES;
  let done = 0;
  let remaining = await queueSizes(db);
  // Every machine shift queues its machine, area, site and company once more at most.
  let total = remaining.sch * 2 + remaining.ent;
  let climb = DEEPEST;
  for (;;) {
    await nextTurn();
    if (opts.stopped?.()) break;
    let n = await work.schedules(db, { limit: batch, now: now() });
    if (n === 0) {
      n = await rollUp(db, work, batch, opts.stopped);
      climb = DEEPEST;
    } else if (n < batch) {
      let taken = -1;
      n += await work.entities(db, { limit: batch, maxDepth: climb, onTaken: (depth) => (taken = depth) });
      climb = taken > 0 ? taken - 1 : DEEPEST;
    }
    if (n === 0) break;
    done += n;
    if (opts.onProgress) {
      remaining = await queueSizes(db);
      total = Math.max(total, done + remaining.sch * 2 + remaining.ent);
      opts.onProgress(done, total);
    }
  }
  return done;
}

/** Entity batches (one level each, deepest first) until the entity queue is empty, or MAX_ROLL_UP_BATCHES. */
async function rollUp(db: Database, work: Batches, batch: number, stopped?: () => boolean): Promise<number> {
  let done = 0;
  for (let i = 0; i < MAX_ROLL_UP_BATCHES && !stopped?.(); i++) {
    if (i > 0) await nextTurn();
    const n = await work.entities(db, { limit: batch });
    if (n === 0) break;
    done += n;
  }
  return done;
}

/**
 * Queue rows still to be worked (failed ones past their attempts excepted), including rows another
 * worker holds, and pending events (whose windows a batch queues when it starts) but those of failed windows.
 */
async function rowsToWork(db: Database): Promise<number> {
  const r = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM sch_queue WHERE attempts < ${MAX_ATTEMPTS}) + (SELECT count(*) FROM ent_queue WHERE attempts < ${MAX_ATTEMPTS})
          + (SELECT count(*) FROM sch_pending p WHERE NOT EXISTS (SELECT 1 FROM sch_queue q WHERE q._company_id = p._company_id AND q.machine_key = p.machine_key
               AND q.shift_date = p.shift_date AND q.shift_key = p.shift_key AND q.attempts >= ${MAX_ATTEMPTS})) AS n`,
  );
  return Number(r.rows[0]!.n);
}

/**
 * Drains until nothing is left to work, waiting while other workers hold the last rows: a worker
 * that dies mid-batch has its transaction rolled back by PostgreSQL, and its rows come back to
 * whoever is still working. Returns how many queue rows this worker processed.
 */
export async function drainUntilEmpty(db: Database, opts: DrainOptions & { waitMs?: number } = {}): Promise<number> {
  let done = 0;
  for (;;) {
    done += await drainQueues(db, opts);
    if (opts.stopped?.() || (await rowsToWork(db)) === 0) return done;
    await new Promise((resolve) => setTimeout(resolve, opts.waitMs ?? 200));
  }
}
