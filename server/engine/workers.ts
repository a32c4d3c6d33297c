import { asyncScheduler, exhaustMap, filter, finalize, from, interval, merge, Subject, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../core/platform';
import type { Database } from '../db/database';
import type { ServerContext } from '../http/context';
import { drainQueues } from './drain';
import { DRAIN_BESIDE_MODULE, type DrainBesideArgs } from './drain-beside';
import { enqueueForEvents } from './enqueue';

export interface EngineWorkerOptions {
  /** Safety net: the queues are looked at this often even without a notification. */
  pollMs?: number;
  /** Current shifts with a stop still open are recomputed this often (open downtime counts up to now). */
  openDowntimeMs?: number;
  clock?: Clock;
  scheduler?: SchedulerLike;
  /** The work done on each wake-up (default: drain both queues); replaceable in tests. */
  drain?: (stopped: () => boolean) => Promise<unknown>;
}

/**
 * Works sch_queue and ent_queue in this process: woken by NOTIFY 'backend_state' (any process
 * that queues work), and by a slow poll. Several processes may run this against one PostgreSQL:
 * FOR UPDATE SKIP LOCKED shares the rows out. On the embedded database the drain runs on its own
 * thread (Database.runBeside): a batch's transaction holds the one connection, and from this thread
 * it stayed held through every statement's round trip (under ingestion load, 8 of each 20 s idle).
 */
export function startEngineWorkers(ctx: Pick<ServerContext, 'db' | 'log'>, opts: EngineWorkerOptions = {}): { stop(): Promise<void> } {
  const { db, log } = ctx;
  const scheduler = opts.scheduler ?? asyncScheduler;
  const now = () => ((opts.clock ?? { now: Date.now }).now());
  const wake = new Subject<void>();
  // Shared with the embedded database's thread, where the drain runs: 1 = stop between batches.
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));
  const drain =
    opts.drain ??
    ((isStopped: () => boolean) =>
      db.runBeside
        ? db.runBeside<number>(DRAIN_BESIDE_MODULE, 'drainBeside', { now: opts.clock && now(), stop: stopFlag } satisfies DrainBesideArgs)
        : drainQueues(db, { now, stopped: isStopped }));
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  let unlisten: (() => Promise<void>) | undefined;

  // Work queued while a drain runs may lie behind the point that drain has read: run once more after it.
  let draining = false;
  let queuedWhileDraining = false;
  const listening = db
    .listen('backend_state', (payload) => {
      // sch_pending: new counted events filed, whose windows the drain queues itself.
      if (payload !== 'sch_queue' && payload !== 'ent_queue' && payload !== 'sch_pending') return;
      if (draining) queuedWhileDraining = true;
      wake.next();
    })
    .then((u) => {
      unlisten = u;
      wake.next(); // work left over by an earlier process (a restart mid-regeneration)
    })
    .catch((e: unknown) => log.warn(`engine workers: LISTEN failed, polling only (${String(e)})`));

  const guard = (what: string, work: () => Promise<unknown>) => {
    const p = work().catch((e: unknown) => log.error(`engine workers: ${what} failed: ${e instanceof Error ? e.message : String(e)}`));
    running.add(p);
    void p.finally(() => running.delete(p));
    return from(p);
  };

  const drainSub = merge(wake, interval(opts.pollMs ?? 5_000, scheduler))
    .pipe(
      filter(() => !stopped),
      // exhaustMap: never a second drain in parallel; a NOTIFY meanwhile brings one more drain after it.
      exhaustMap(() => {
        draining = true;
        return guard('drain', () => drain(() => stopped)).pipe(
          finalize(() => {
            draining = false;
            if (!queuedWhileDraining) return;
            queuedWhileDraining = false;
            queueMicrotask(() => wake.next());
          }),
        );
      }),
    )
    .subscribe();
  const openSub = interval(opts.openDowntimeMs ?? 60_000, scheduler)
    .pipe(
      filter(() => !stopped),
      exhaustMap(() => guard('open downtime refresh', () => enqueueOpenDowntime(db, now()))),
    )
    .subscribe();

  return {
    async stop() {
      stopped = true;
      Atomics.store(stopFlag, 0, 1);
      drainSub.unsubscribe();
      openSub.unsubscribe();
      await listening;
      await Promise.all(running);
      await unlisten?.();
    },
  };
}

/** Queues the current shift of every machine with a stop still open, so its downtime keeps growing. */
export async function enqueueOpenDowntime(db: Database, now: number): Promise<number> {
  const open = await db.query<{ cid: number; machine_key: string }>(
    `SELECT DISTINCT _company_id AS cid, machine_key FROM bigbrain_inpevent WHERE type = 'DOWN' AND "end" IS NULL AND "timestamp" <= $1`,
    [new Date(now)],
  );
  let n = 0;
  const byCompany = new Map<number, string[]>();
  for (const r of open.rows) byCompany.set(r.cid, [...(byCompany.get(r.cid) ?? []), r.machine_key]);
  for (const [cid, keys] of byCompany) {
    n += await enqueueForEvents(db, cid, keys.map((k) => ({ machine_key: k, timestamp: now })), now);
  }
  return n;
}
