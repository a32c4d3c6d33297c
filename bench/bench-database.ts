import { randomBytes } from 'node:crypto';
import type { Database } from '../server/db/database';
import { PgDatabase } from '../server/db/pg-database';
import { PgliteDatabase } from '../server/db/pglite-database';
import { PgliteWorkerDatabase } from '../server/db/pglite-worker-database';

/**
 * A database for one bench: with a server URL, a database of its own on that server, dropped
 * afterwards (a bench never touches real data); without, an in-memory embedded one, on this thread
 * or (`embeddedWorker`) on its own worker thread as npm start runs it.
 */
export async function openBenchDatabase(url?: string, opts: { embeddedWorker?: boolean } = {}): Promise<{ db: Database; dispose(): Promise<void>; url?: string }> {
  if (!url) {
    const db = opts.embeddedWorker ? await PgliteWorkerDatabase.open() : await PgliteDatabase.open();
    return { db, dispose: () => db.close() };
  }
  const admin = await PgDatabase.open(url);
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await PgDatabase.open(target.toString());
  return {
    db,
    url: target.toString(),
    dispose: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}
