import type { Database, Queryable } from './database';

/** How long one kind of work held the embedded database's one connection, and how often. */
export interface Hold {
  ms: number;
  count: number;
}

/**
 * Time the embedded database's connection was held, per kind of work (the engine's drain, a data
 * source's batches, the server thread's transactions and statements, vacuum): what saturates the one
 * connection under load (docs/performance.md, the connectors figures). A transaction counts from
 * taking PGlite's lock to its commit or rollback. A statement outside one waits for that lock, and
 * PGlite runs one thing at a time: it counts from when it was sent or the hold before it ended,
 * whichever is later.
 */
export class ConnectionHolds {
  private readonly holds = new Map<string, Hold>();
  private lastEnd = 0;

  /** A hold of `kind` that began at `start` (performance.now()) ends now. */
  end(kind: string, start: number): void {
    const now = performance.now();
    const h = this.holds.get(kind) ?? { ms: 0, count: 0 };
    h.ms += now - Math.max(start, this.lastEnd);
    h.count += 1;
    this.holds.set(kind, h);
    this.lastEnd = now;
  }

  /** Times `work` (a statement sent now) under `kind`. */
  async time<T>(kind: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.end(kind, start);
    }
  }

  snapshot(): Record<string, Hold> {
    return Object.fromEntries([...this.holds].map(([k, h]) => [k, { ...h }]));
  }

  /** `db` with its transactions counted under `kind` and its statements outside them under `kind statements`. */
  metered(db: Database, kind: string): Database {
    const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      let start = 0;
      return db
        .transaction((tx) => {
          start = performance.now();
          return fn(tx);
        })
        .finally(() => start && this.end(kind, start));
    };
    const statements = `${kind} statements`;
    return Object.assign(Object.create(db) as Database, {
      transaction,
      query: <T>(sql: string, params?: readonly unknown[]) => this.time(statements, () => db.query<T>(sql, params)),
      exec: (sql: string) => this.time(statements, () => db.exec(sql)),
    });
  }
}
