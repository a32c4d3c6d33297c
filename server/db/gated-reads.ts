import type { Queryable, QueryResult, ReadPool } from './database';
import { SharedWaits } from './shared-waits';

/**
 * GraphQL's reads on a database without a read pool (the embedded one, a single connection):
 * at most `slots` of them are handed to the database at once and the rest wait here, where
 * identical ones are shared (SharedWaits). Handed over all at once, fifty dashboards polling the
 * same query queued fifty statements behind the ingest writes and the engine.
 */
export function gatedReads(db: Queryable, slots = 1): ReadPool {
  const waits = new SharedWaits<QueryResult<unknown>>();
  const waiting: Array<() => void> = [];
  let free = slots;
  const acquire = () =>
    new Promise<void>((granted) => {
      if (free > 0) {
        free -= 1;
        granted();
      } else waiting.push(granted);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await waits.run(sql, params, async () => {
        await acquire();
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
  };
}
