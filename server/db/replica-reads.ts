import type { QueueState } from './fair-scheduler';
import type { QueryResult, ReadPool } from './database';

/**
 * GraphQL reads from a streaming replica (DATABASE_READ_URL), issue 40:
 * - read your writes: after a company's write, its reads go to the primary until the replica has replayed past the
 *   write's WAL position (PostgreSQL's own LSNs, so no guessed delay), then back to the replica;
 * - a replica that stops answering is left for a moment and its reads go to the primary, with no error for the user.
 */
export interface ReplicaReads extends ReadPool {
  /** Called after a write of `tenant` commits and before its answer leaves: its next reads see that write. */
  noteWrite(tenant: string): Promise<void>;
}

export interface ReplicaReadsOptions {
  replica: ReadPool;
  primary: ReadPool;
  /**
   * The primary's WAL position past every committed write, as text: `pg_current_wal_insert_lsn()`, since with
   * asynchronous commit `pg_current_wal_lsn()` (written so far) can still lie before a commit record the standby
   * has not received, and the test saw exactly that.
   */
  primaryPosition: () => Promise<string>;
  log: (line: string) => void;
  /** How long a replica that failed to answer is left alone. */
  downForMs?: number;
  /** How long a read replay position is reused (every read of a company waiting for one asks for it); 0: never. */
  replayCacheMs?: number;
  now?: () => number;
}

/** An LSN 'X/Y' (two hex halves) as one comparable number. */
export const lsnValue = (lsn: string): bigint => {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
};

// Connection failures (refused, reset, server shutting down or starting): the replica is unavailable, not the query wrong.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
export const replicaUnavailable = (e: unknown): boolean => {
  const err = e as { code?: string; message?: string };
  return (err.code !== undefined && UNAVAILABLE_CODES.has(err.code)) || /Connection terminated|connection timeout/i.test(err.message ?? '');
};

const REPLAY_POSITION = 'SELECT pg_last_wal_replay_lsn()::text AS lsn';

export function replicaReads(opts: ReplicaReadsOptions): ReplicaReads {
  const now = opts.now ?? Date.now;
  const downForMs = opts.downForMs ?? 5_000;
  const replayCacheMs = opts.replayCacheMs ?? 20;
  /** The WAL position each company's last write reached, until the replica has replayed it. */
  const pendingWrites = new Map<string, bigint>();
  let downUntil = 0;
  let replay: { at: number; value: Promise<bigint> } | undefined;

  const markDown = (e: unknown) => {
    if (now() >= downUntil) opts.log(`graphql: the read replica does not answer (${(e as Error).message}); reads go to the primary for ${downForMs / 1000} s`);
    downUntil = now() + downForMs;
    replay = undefined;
  };

  const replayPosition = (): Promise<bigint> => {
    if (!replay || now() - replay.at >= replayCacheMs) {
      const value = opts.replica.query<{ lsn: string | null }>(REPLAY_POSITION).then((r) => (r.rows[0]?.lsn ? lsnValue(r.rows[0].lsn) : -1n));
      replay = { at: now(), value };
      value.catch(() => (replay = undefined));
    }
    return replay.value;
  };

  /** Whether `tenant`'s reads may go to the replica now. */
  const replicaServes = async (tenant: string): Promise<boolean> => {
    if (now() < downUntil) return false;
    const waitingFor = pendingWrites.get(tenant);
    if (waitingFor === undefined) return true;
    if ((await replayPosition()) < waitingFor) return false;
    if (pendingWrites.get(tenant) === waitingFor) pendingWrites.delete(tenant);
    return true;
  };

  return {
    async query<T>(sql: string, params: readonly unknown[] = [], tenant?: string): Promise<QueryResult<T>> {
      try {
        if (await replicaServes(tenant ?? '')) return await opts.replica.query<T>(sql, params, tenant);
      } catch (e) {
        if (!replicaUnavailable(e)) throw e;
        markDown(e);
      }
      return opts.primary.query<T>(sql, params, tenant);
    },
    async noteWrite(tenant: string): Promise<void> {
      const position = lsnValue(await opts.primaryPosition());
      if (position > (pendingWrites.get(tenant) ?? -1n)) pendingWrites.set(tenant, position);
    },
    get shared() {
      return {
        statements: opts.replica.shared.statements + opts.primary.shared.statements,
        requests: opts.replica.shared.requests + opts.primary.shared.requests,
      };
    },
    get queue(): QueueState {
      const a = opts.replica.queue;
      const b = opts.primary.queue;
      return { waiting: a.waiting + b.waiting, running: a.running + b.running, waitMs: Math.max(a.waitMs, b.waitMs) };
    },
    async close() {
      await Promise.all([opts.replica.close(), opts.primary.close()]);
    },
  };
}
