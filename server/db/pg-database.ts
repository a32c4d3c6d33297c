import pg from 'pg';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Queryable, QueryResult } from './database';

// bigint (int8) and numeric arrive as strings from node-postgres but as numbers from PGlite; epochs
// and counts must look the same on both databases, and our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export class PgDatabase implements Database {
  readonly kind = 'server' as const;
  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PgDatabase> {
    const pool = new pg.Pool({ connectionString, max: 10 });
    await pool.query('SELECT 1');
    return new PgDatabase(pool);
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    const r = await this.pool.query(sql, params as unknown[]);
    return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const q: Queryable = {
      query: async <R>(sql: string, params: readonly unknown[] = []) => {
        const r = await client.query(sql, params as unknown[]);
        return { rows: r.rows as R[], affectedRows: r.rowCount ?? 0 };
      },
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      const result = await fn(q);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    const handler = (msg: pg.Notification) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    };
    client.on('notification', handler);
    await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    return async () => {
      client.off('notification', handler);
      await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`);
      client.release();
    };
  }

  async copyFrom(table: string, columns: readonly string[], csv: string): Promise<void> {
    const { from } = await import('pg-copy-streams');
    const client = await this.pool.connect();
    try {
      const stream = client.query(from(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`));
      await pipeline(Readable.from([csv]), stream);
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
