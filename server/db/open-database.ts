import type { Database } from './database';

/** DATABASE_URL set: a real PostgreSQL server. Otherwise: embedded PostgreSQL in DATA_DIR (or memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { PgDatabase } = await import('./pg-database');
    return PgDatabase.open(opts.databaseUrl);
  }
  const { PgliteDatabase } = await import('./pglite-database');
  return PgliteDatabase.open(opts.dataDir);
}
