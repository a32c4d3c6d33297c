import pg from 'pg';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { Database, Queryable, QueryResult, ReadPool, ReadPoolOptions } from './database';
import { FairScheduler, SHARED_TENANT } from './fair-scheduler';
import { SharedWaits } from './shared-waits';

// bigint (int8) and numeric arrive as strings from node-postgres but as numbers from PGlite; epochs
// and counts must look the same on both databases, and our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export class PgDatabase implements Database {
  readonly kind = 'server' as const;
  /** The read pools opened on this database: closed with it. */
  private readonly readPools = new Set<pg.Pool>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  static async open(connectionString: string): Promise<PgDatabase> {
    const pool = new pg.Pool({ connectionString, max: 10 });
    // An idle connection whose server restarted is dropped (without a listener, pg.Pool's 'error' ends the process).
    pool.on('error', () => {});
    await pool.query('SELECT 1');
    return new PgDatabase(pool, connectionString);
  }

  openReadPool(options: ReadPoolOptions): ReadPool {
    const pool = new pg.Pool({
      connectionString: options.url ?? this.connectionString,
      max: options.size,
      ...(options.statementTimeoutMs > 0 ? { statement_timeout: options.statementTimeoutMs } : {}),
      // A connection keeps what it prepared until it closes: recycling bounds that set.
      maxUses: 10_000,
      // The rows a dashboard reads are in memory: with PostgreSQL's default page cost (made for
      // spinning disks) the planner scanned a 100-row entity table once per result row instead of
      // using its key, 3,100 times for one dashboard (issue 15). 1.1 is the usual value for memory and SSDs.
      options: '-c random_page_cost=1.1',
      // A replica that stops answering must fail fast, so its reads move to the primary (replica-reads.ts).
      ...(options.url ? { connectionTimeoutMillis: 5_000 } : {}),
    });
    // An idle connection whose server went away (a replica restarting) is dropped; the next read opens a new one.
    pool.on('error', () => {});
    this.readPools.add(pool);
    const waits = new SharedWaits<pg.QueryResult>();
    // Turns between companies for the pool's connections (issue 34): pg.Pool's own queue is one FIFO.
    const scheduler = new FairScheduler(options.size, options.perTenant);
    return {
      query: async <T>(sql: string, params: readonly unknown[] = [], tenant = SHARED_TENANT) => {
        const name = `r${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
        const r = await waits.run(sql, params, async () => {
          const release = await scheduler.acquire(tenant);
          let client: pg.PoolClient;
          try {
            client = await pool.connect();
          } catch (e) {
            release();
            throw e;
          }
          return async () => {
            try {
              const result = await client.query({ name, text: sql, values: params as unknown[] });
              client.release();
              return result;
            } catch (e) {
              // As pg.Pool.query does: a broken connection is dropped, not handed to the next caller.
              client.release(e instanceof Error ? e : undefined);
              throw e;
            } finally {
              release();
            }
          };
        });
        return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
      },
      shared: waits.counts,
      get queue() {
        return scheduler.state;
      },
      close: async () => {
        if (this.readPools.delete(pool)) await pool.end();
      },
    };
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
    await Promise.all([...this.readPools].map((p) => p.end()));
    this.readPools.clear();
    await this.pool.end();
  }
}
