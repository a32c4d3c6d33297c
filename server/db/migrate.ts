import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverFeatures } from '../features';
import type { ServerFeature } from '../kit/feature';
import type { Database } from './database';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
// Any fixed number: every server process applying migrations takes the same advisory lock,
// so several processes starting together on one PostgreSQL apply each migration once.
const MIGRATION_LOCK = 727_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

function migrationFiles(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort()
    .map((f) => ({ version: f.slice(0, 3), name: f.slice(4, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Migrations are files named NNN_name.sql, applied in order of NNN, each exactly once: the host's
 * (server/db/migrations) and those of the listed features (ServerFeature.migrationsDir). A version is
 * one step whatever folders hold its parts: a migration split between features keeps the version and
 * name databases recorded, its parts joined in the host-then-list order. Parts of one version must
 * share its name.
 */
export function listMigrations(dir = MIGRATIONS_DIR, features: readonly ServerFeature[] = serverFeatures): MigrationFile[] {
  const byVersion = new Map<string, MigrationFile>();
  const dirs = [dir, ...features.flatMap((f) => (f.migrationsDir ? [f.migrationsDir] : []))];
  for (const part of dirs.flatMap(migrationFiles)) {
    const known = byVersion.get(part.version);
    if (known && known.name !== part.name) throw new Error(`migration ${part.version} is named both '${known.name}' and '${part.name}'`);
    byVersion.set(part.version, known ? { ...known, sql: `${known.sql}\n${part.sql}` } : part);
  }
  return [...byVersion.values()].sort((a, b) => a.version.localeCompare(b.version));
}

export async function migrate(db: Database, log: (line: string) => void = () => {}, dir = MIGRATIONS_DIR, features: readonly ServerFeature[] = serverFeatures): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const m of listMigrations(dir, features)) {
      if (done.has(m.version)) continue;
      log(`migration ${m.version}_${m.name}`);
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(`${m.version}_${m.name}`);
    }
  });
  return applied;
}
