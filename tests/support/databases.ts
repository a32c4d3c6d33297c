import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { PgDatabase } from '../../server/db/pg-database';
import { PgliteWorkerDatabase } from '../../server/db/pglite-worker-database';
import { pgliteArtifacts } from './pglite-artifacts';
import { startPostgres, type RunningPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/support/global-setup.ts: one PostgreSQL server shared by every integration file. */
    postgresUrl?: string;
    /** Set by global-setup.ts: a migrated database on postgresUrl's server, for CREATE DATABASE ... TEMPLATE. */
    postgresTemplate?: string;
    /** Set by global-setup.ts: a migrated PGlite data folder (tarball) to start embedded databases from. */
    migratedEmbeddedDump?: string;
    /** Set by global-setup.ts: the same before migrating (an initdb'd empty database), for migrate: false. */
    emptyEmbeddedDump?: string;
  }
}

export type DatabaseKind = 'embedded' | 'server';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['embedded', 'server'];

export interface TestDatabase {
  readonly kind: DatabaseKind;
  /** The open database; valid inside the tests of the describe block. */
  readonly db: Database;
}

/** TEST_POSTGRES=off skips the real-server variants (e.g. on a machine without Debian's postgresql). */
const serverSkipped = process.env.TEST_POSTGRES === 'off';

// Without the global setup, the file starts its own server once and stops it after its last user.
let ownServer: Promise<RunningPostgres> | undefined;
let ownUsers = 0;

async function serverUrl(): Promise<string> {
  const shared = process.env.TEST_DATABASE_URL || inject('postgresUrl');
  if (shared) return shared;
  ownUsers++;
  ownServer ??= startPostgres();
  return (await ownServer).url;
}

async function releaseServer(shared: boolean): Promise<void> {
  if (shared || !ownServer || --ownUsers > 0) return;
  const server = ownServer;
  ownServer = undefined;
  await (await server).stop();
}

// Not DROP ... WITH (FORCE): terminating the pool's closing connections raises unhandled errors.
async function dropWhenFree(admin: Database, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (e) {
      if (attempt >= 50 || !/being accessed by other users/.test((e as Error).message)) throw e;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Opens a fresh database of the given kind: an in-memory PGlite on its worker thread, or a new database created
 * with CREATE DATABASE on the (shared) PostgreSQL server. dispose() closes and drops it. Migrated unless
 * migrate: false; under the global setup a migrated one is a copy of the run's migrated starting point
 * (migrated-templates.ts), else it is migrated here.
 */
export async function openTestDatabase(kind: DatabaseKind, opts: { migrate?: boolean } = {}): Promise<{ db: Database; dispose(): Promise<void>; url?: string }> {
  const migrated = opts.migrate ?? true;
  let db: Database;
  let dispose: () => Promise<void>;
  let url: string | undefined;
  let copied = false;
  if (kind === 'embedded') {
    const dump = inject(migrated ? 'migratedEmbeddedDump' : 'emptyEmbeddedDump');
    copied = migrated && dump !== undefined;
    // As npm start runs it, on its own thread; PGlite's module compiled once per test process.
    db = await PgliteWorkerDatabase.open(undefined, { loadDataDir: dump, ...(await pgliteArtifacts()) });
    dispose = () => db.close();
  } else {
    const template = migrated && !process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : undefined;
    copied = template !== undefined;
    const shared = Boolean(process.env.TEST_DATABASE_URL || inject('postgresUrl'));
    const serverAt = await serverUrl();
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = await PgDatabase.open(serverAt);
    await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const target = new URL(serverAt);
    target.pathname = `/${name}`;
    url = target.toString();
    db = await PgDatabase.open(url);
    dispose = async () => {
      await db.close();
      await dropWhenFree(admin, name);
      await admin.close();
      await releaseServer(shared);
    };
  }
  if (migrated && !copied) await migrate(db);
  return { db, dispose, url };
}

/**
 * Runs the same cases against the embedded database and a real PostgreSQL server: one describe
 * block per kind, each with its own fresh database (migrated unless migrate: false).
 */
export function forEachDatabase(name: string, cases: (t: TestDatabase) => void, opts: { migrate?: boolean } = {}): void {
  for (const kind of DATABASE_KINDS) {
    const block = kind === 'server' && serverSkipped ? describe.skip : describe;
    block(`${name} [${kind}]`, () => {
      let opened: { db: Database; dispose(): Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await openTestDatabase(kind, opts);
      });
      afterAll(async () => opened?.dispose());
      cases({
        kind,
        get db(): Database {
          if (!opened) throw new Error('the test database is open only inside tests');
          return opened.db;
        },
      });
    });
  }
}
