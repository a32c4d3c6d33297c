import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

/** Embedded PostgreSQL in WebAssembly, persisted in a folder (or in memory when dataDir is absent). */
export class PgliteDatabase implements Database {
  readonly kind = 'embedded' as const;
  private constructor(private readonly pg: PGlite) {}

  /** The same adapter over a PGlite opened elsewhere (the embedded worker's own). */
  static over(pg: PGlite): PgliteDatabase {
    return new PgliteDatabase(pg);
  }

  static async open(dataDir?: string): Promise<PgliteDatabase> {
    // PGlite creates the data folder itself but not its parents: a fresh clone has no data/ yet.
    if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
    const pg = await PGlite.create(dataDir ? { dataDir } : {});
    return new PgliteDatabase(pg);
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    const r = await this.pg.query<T>(sql, params as unknown[]);
    return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) => {
      const q: Queryable = {
        query: async <R>(sql: string, params: readonly unknown[] = []) => {
          const r = await tx.query<R>(sql, params as unknown[]);
          return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
        },
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      };
      return fn(q);
    });
  }

  /** The rows of a SELECT as CSV text (COPY ... TO, which PGlite writes to a blob): the fast read of whole tables. */
  async copyOut(select: string): Promise<string> {
    const r = await this.pg.query(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv)`);
    return r.blob ? await r.blob.text() : '';
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onPayload);
  }

  async copyFrom(table: string, columns: readonly string[], csv: string): Promise<void> {
    // PGlite reads COPY ... FROM '/dev/blob' from the blob passed with the query.
    await this.pg.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob([csv]),
    });
  }

  async close(): Promise<void> {
    await this.pg.close();
  }
}
