import type { Queryable } from './database';

/**
 * The embedded database (PGlite) runs PostgreSQL as a single process: it has no autovacuum. Left
 * alone, every queue row the engine takes and every result row it rewrites stays behind as a dead
 * row: after 30 seconds of 1,000 events/s, sch_queue and sch_pending held 30,000 dead rows and no
 * live one, and bigbrain_resentity 13,608 dead rows beside 216 live ones, which every read of them
 * walks again; a demo plant left running for days slowed down the same way. So the embedded
 * database's own thread does autovacuum's work on a timer, with autovacuum's default thresholds:
 * every 2 seconds, since a vacuum here holds the one connection, and small ones keep it short.
 * With it, 100 machines at 1,000 events/s went from p95 1.2-2.0 s to 0.5 s, event to result.
 */
export const EMBEDDED_VACUUM_INTERVAL_MS = 2_000;

/** More windows queued than this: a regeneration is rewriting the results, and they are vacuumed once it is done. */
export const REGENERATION_BACKLOG = 1_000;

/**
 * Tables whose dead rows (vacuum) or changed rows (analyze) pass autovacuum's default thresholds,
 * none while a regeneration runs: vacuuming the results it rewrites every few batches made it 15%
 * slower (30 x 120, 9.5-10.7 s -> 11.5-12.2 s), for rows it leaves dead again a moment later.
 */
const DUE = `SELECT format('%I.%I', schemaname, relname) AS name, n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum
               FROM pg_stat_user_tables
              WHERE (n_dead_tup > 50 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup)
                AND NOT EXISTS (SELECT 1 FROM pg_stat_user_tables q WHERE q.relname = 'sch_queue' AND q.n_live_tup > ${REGENERATION_BACKLOG})
              ORDER BY n_dead_tup DESC`;

/** VACUUM (ANALYZE) or ANALYZE each table that needs it, one at a time; returns the tables worked. */
export async function vacuumWhereNeeded(db: Queryable): Promise<string[]> {
  const due = await db.query<{ name: string; vacuum: boolean }>(DUE);
  for (const t of due.rows) await db.exec(`${t.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${t.name}`);
  return due.rows.map((t) => t.name);
}
