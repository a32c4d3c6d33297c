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

/** The embedded starting points: an initdb'd empty database (for migrate: false) and a migrated one. */
export interface EmbeddedDumps {
  empty: string;
  migrated: string;
}

/**
 * Shared memory PGlite zero-fills at every open: 128 MB of shared_buffers cost ~1 s of CPU per open of a test
 * database (half of opening one from a dump, measured on this 2-core machine), while a test database holds a few MB.
 */
const TEST_SHARED_BUFFERS = '16MB';

/** Writes the data folder as a tarball, after a checkpoint so that opening it replays no WAL. */
async function dump(pg: PGlite, file: string): Promise<string> {
  await pg.exec('CHECKPOINT');
  await writeFile(file, new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()));
  return file;
}

/**
 * One initdb: its data folder as it is (every file's migrate: false database starts from it instead of its own
 * initdb, ~5 s of CPU) and migrated, both written as tarballs into `dir`.
 */
export async function dumpEmbedded(dir: string): Promise<EmbeddedDumps> {
  const pg = await PGlite.create();
  try {
    // postgresql.auto.conf travels in the tarball: the setting holds for every database opened from it.
    await pg.exec(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    const empty = await dump(pg, join(dir, 'empty-pglite.tar'));
    await migrate(PgliteDatabase.over(pg));
    return { empty, migrated: await dump(pg, join(dir, 'migrated-pglite.tar')) };
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
