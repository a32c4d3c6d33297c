import type { QueueState } from './fair-scheduler';

/**
 * The one database abstraction of the server. Two adapters implement it with the same SQL:
 * embedded PostgreSQL (PGlite, the default) and a real PostgreSQL server (DATABASE_URL).
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows touched by INSERT / UPDATE / DELETE. */
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

/**
 * Read-only statements (issue 15: GraphQL). On a PostgreSQL server they have their own connections:
 * each carries the statement time limit, so a read is one round trip, and each statement is
 * prepared once per connection under a name derived from its text. Identical statements waiting
 * for a connection run once, so the rows answered may be shared between callers: never modify them.
 */
export interface ReadPool {
  /** `tenant` (a company) takes its turn for a connection with the others' (fair-scheduler.ts); absent: one shared turn. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], tenant?: string): Promise<QueryResult<T>>;
  close(): Promise<void>;
  /** Statements run and requests answered since the pool opened. */
  readonly shared: { readonly statements: number; readonly requests: number };
  /** Reads waiting for a connection and how long they waited (for /v1/health). */
  readonly queue: QueueState;
}

export interface ReadPoolOptions {
  /** Longest one statement may run, in ms; 0: no limit. */
  statementTimeoutMs: number;
  /** Connections in the pool. */
  size: number;
  /** Another server to read from (a streaming replica); absent: the primary. */
  url?: string;
  /** Connections one company's reads may hold at once; absent: half the pool. */
  perTenant?: number;
}

export interface Database extends Queryable {
  readonly kind: 'embedded' | 'server';
  /** Runs fn inside BEGIN / COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Bulk load with COPY FROM STDIN in CSV form (the fast path for events and schedules). */
  copyFrom(table: string, columns: readonly string[], csv: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether the database is reachable, without queueing behind a running statement where the
   * implementation can tell (the embedded worker); otherwise health runs SELECT 1.
   */
  ping?(): Promise<void>;
  /** A pool for read-only statements (a PostgreSQL server only; the embedded database has one connection). */
  openReadPool?(options: ReadPoolOptions): ReadPool;
  /**
   * Runs `exportName(db, args)` of the module at `modulePath` (a file path) on the database's own
   * thread (the embedded worker), where a statement is no message round trip away: work that holds
   * a transaction open, like the engine's batches, then keeps the one connection no longer than its
   * statements take. `args` must survive structured cloning (a SharedArrayBuffer is shared).
   */
  runBeside?<R>(modulePath: string, exportName: string, args: unknown): Promise<R>;
}
