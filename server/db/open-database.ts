import type { Database } from './database';

/**
 * DATABASE_URL set: a real PostgreSQL server. Otherwise: embedded PostgreSQL in DATA_DIR (or
 * memory) on its own worker thread, so a slow statement never stalls the server (issue 16).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { PgDatabase } = await import('./pg-database');
    return PgDatabase.open(opts.databaseUrl);
  }
  const { PgliteWorkerDatabase } = await import('./pglite-worker-database');
  return PgliteWorkerDatabase.open(opts.dataDir);
}
