import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../server/db/migrate';
import { PgDatabase } from '../../server/db/pg-database';
import { PgliteDatabase } from '../../server/db/pglite-database';

/**
 * Migrated starting points built once per integration run (tests/support/global-setup.ts), so each
 * test database is a copy instead of a fresh initdb plus every migration: a fresh PGlite spends most
 * of its opening in initdb, and ~40 files open one of each kind.
 */

/** The database PostgreSQL copies with CREATE DATABASE ... TEMPLATE. */
export const MIGRATED_TEMPLATE = 'migrated_template';

/** Migrates a fresh PGlite and writes its data folder as a tarball into `dir`; returns the file's path. */
export async function dumpMigratedEmbedded(dir: string): Promise<string> {
  const pg = await PGlite.create();
  try {
    await migrate(PgliteDatabase.over(pg));
    const file = join(dir, 'migrated-pglite.tar');
    await writeFile(file, new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await pg.close();
  }
}

/** Creates and migrates MIGRATED_TEMPLATE on the server at `serverUrl` (its 'postgres' database). */
export async function createMigratedTemplate(serverUrl: string): Promise<string> {
  const admin = await PgDatabase.open(serverUrl);
  try {
    await admin.exec(`CREATE DATABASE ${MIGRATED_TEMPLATE}`);
    const target = new URL(serverUrl);
    target.pathname = `/${MIGRATED_TEMPLATE}`;
    const template = await PgDatabase.open(target.toString());
    try {
      await migrate(template);
    } finally {
      await template.close();
    }
    // A copy fails while anyone is connected to its template: refuse connections from here on.
    await admin.exec(`ALTER DATABASE ${MIGRATED_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return MIGRATED_TEMPLATE;
  } finally {
    await admin.close();
  }
}
