import type { Queryable, QueryResult, ReadPool } from './database';
import { FairScheduler, SHARED_TENANT } from './fair-scheduler';
import { SharedWaits } from './shared-waits';

/**
 * GraphQL's reads on a database without a read pool (the embedded one, a single connection):
 * at most `slots` of them are handed to the database at once, in turns between companies
 * (FairScheduler), and the rest wait here, where identical ones are shared (SharedWaits). Handed
 * over all at once, fifty dashboards polling the same query queued fifty statements behind the
 * ingest writes and the engine; in one FIFO queue, one company's 330 statements held every other's.
 * The REST API's statements go to the connection directly: they wait for at most the one GraphQL
 * statement handed over, which the cost estimate bounds (query-cost.ts).
 */
export function gatedReads(db: Queryable, slots = 1): ReadPool {
  const waits = new SharedWaits<QueryResult<unknown>>();
  const scheduler = new FairScheduler(slots, slots);
  return {
    query: async <T>(sql: string, params: readonly unknown[] = [], tenant = SHARED_TENANT) =>
      (await waits.run(sql, params, async () => {
        const release = await scheduler.acquire(tenant);
        return async () => {
          try {
            return await db.query(sql, params);
          } finally {
            release();
          }
        };
      })) as QueryResult<T>,
    close: async () => {},
    shared: waits.counts,
    get queue() {
      return scheduler.state;
    },
  };
}
