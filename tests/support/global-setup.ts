import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

/**
 * Vitest global setup for the integration project: one PostgreSQL server for the whole run, whose
 * URL every file reads with inject('postgresUrl') (tests/support/databases.ts). Each file then works
 * in its own database (CREATE DATABASE). Skipped with TEST_POSTGRES=off or TEST_DATABASE_URL set.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_POSTGRES === 'off' || process.env.TEST_DATABASE_URL) return undefined;
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
