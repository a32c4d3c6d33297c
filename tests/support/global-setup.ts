import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, dumpEmbedded } from './migrated-templates';
import { startPostgres, type RunningPostgres } from './postgres';

/**
 * Vitest global setup for the integration project, provided to every file with inject()
 * (tests/support/databases.ts):
 * - 'migratedEmbeddedDump' and 'emptyEmbeddedDump': PGlite data folders (tarballs), migrated and not, that each
 *   embedded test database starts from;
 * - 'postgresUrl' and 'postgresTemplate': one PostgreSQL server for the whole run and a migrated database on it
 *   that each file's own database copies (CREATE DATABASE ... TEMPLATE). The server is skipped with
 *   TEST_POSTGRES=off or TEST_DATABASE_URL set.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'oee-int-setup-'));
  let server: RunningPostgres | undefined;
  const postgresWanted = process.env.TEST_POSTGRES !== 'off' && !process.env.TEST_DATABASE_URL;
  // Side by side: PostgreSQL's initdb runs in its own processes while PGlite's runs on this thread.
  const starting = postgresWanted ? startPostgres() : undefined;
  try {
    const [dump, started] = await Promise.allSettled([dumpEmbedded(dir), starting]);
    if (started.status === 'fulfilled') server = started.value;
    if (dump.status === 'rejected') throw dump.reason;
    if (started.status === 'rejected') throw started.reason;
    project.provide('migratedEmbeddedDump', dump.value.migrated);
    project.provide('emptyEmbeddedDump', dump.value.empty);
    if (server) {
      project.provide('postgresUrl', server.url);
      project.provide('postgresTemplate', await createMigratedTemplate(server.url));
    }
  } catch (e) {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  return async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
