import pg from 'pg';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate } from './migrate';
import { PgDatabase } from './pg-database';
import type { Queryable } from './database';
import type { PgliteDatabase } from './pglite-database';

/**
 * Issue 39 §4, outgrowing the embedded database: everything of an embedded installation (companies, users,
 * identity keys and sessions, events, results, presets, maps, settings: every table the migrations made)
 * copied into an empty PostgreSQL database, counts verified, so the server starts on it with every user
 * still signed in. The server must be stopped: PGlite's folder has one user at a time.
 */

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface MoveReport {
  tables: TableCount[];
  rows: number;
  ms: number;
}

/** Heap pages read per COPY: a few thousand rows each, so a year of events never sits in memory at once. */
const PAGES_PER_CHUNK = 2_000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Reads = Pick<Queryable, 'query'>;

const onClient = (client: pg.Client): Reads => ({
  query: async <T>(sql: string, params: readonly unknown[] = []) => {
    const r = await client.query(sql, params as unknown[]);
    return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
  },
});

interface TableShape {
  name: string;
  /** Columns written by COPY: generated columns are computed by the target itself. */
  columns: string[];
  pages: number;
}

async function tablesOf(source: PgliteDatabase): Promise<TableShape[]> {
  const tables = await source.query<{ name: string; pages: number }>(
    `SELECT c.relname AS name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
      ORDER BY c.relname`,
  );
  const columns = await source.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  return tables.rows.map((t) => ({
    ...t,
    columns: columns.rows.filter((c) => c.table_name === t.name).map((c) => quoteIdent(c.column_name)),
  }));
}

/** The target must hold nothing yet: a move never merges two installations. */
async function assertEmpty(target: PgDatabase): Promise<void> {
  const { rows } = await target.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (rows[0].n > 0) throw new Error(`the target database is not empty (${rows[0].n} tables in schema public): move into a new database`);
}

async function schemaVersions(db: Reads): Promise<string> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((r) => r.version).join(',');
}

async function copyTable(source: PgliteDatabase, client: pg.Client, t: TableShape, pagesPerChunk: number): Promise<void> {
  const cols = t.columns.join(', ');
  // One range past the last page: rows written after the size was read (none, the server is stopped) and tables
  // whose size reads 0 pages while holding rows in memory still end up in the last chunk.
  for (let first = 0; first <= t.pages; first += pagesPerChunk) {
    const last = first + pagesPerChunk > t.pages ? null : first + pagesPerChunk;
    const range = `ctid >= '(${first},0)'::tid${last === null ? '' : ` AND ctid < '(${last},0)'::tid`}`;
    const csv = await source.copyOut(`SELECT ${cols} FROM ${quoteIdent(t.name)} WHERE ${range}`);
    if (csv.length === 0) continue;
    await pipeline(Readable.from([csv]), client.query(copyFrom(`COPY ${quoteIdent(t.name)} (${cols}) FROM STDIN WITH (FORMAT csv)`)));
  }
}

/** Sequences carry on where the embedded database stopped, so new rows never reuse a moved id. */
async function copySequences(source: PgliteDatabase, client: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`,
  );
  for (const { name } of rows) {
    const state = await source.query<{ last_value: number; is_called: boolean }>(`SELECT last_value, is_called FROM ${quoteIdent(name)}`);
    await client.query('SELECT setval($1::regclass, $2, $3)', [quoteIdent(name), state.rows[0].last_value, state.rows[0].is_called]);
  }
}

async function countRows(db: Reads, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(table)}`);
  return rows[0].n;
}

export interface MoveOptions {
  /** Heap pages per COPY (tests make it 1 to move every table in pieces). */
  pagesPerChunk?: number;
}

export async function moveToPostgres(source: PgliteDatabase, targetUrl: string, log: (line: string) => void = () => {}, opts: MoveOptions = {}): Promise<MoveReport> {
  const started = performance.now();
  // Both at the current schema: the source as the server would migrate it at its next start.
  await migrate(source, (line) => log(`embedded: ${line}`));
  const target = await PgDatabase.open(targetUrl);
  try {
    await assertEmpty(target);
    await migrate(target, (line) => log(`target: ${line}`));
    if ((await schemaVersions(source)) !== (await schemaVersions(target))) throw new Error('the two databases differ in their migrations');
  } finally {
    await target.close();
  }

  const tables = await tablesOf(source);
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Rows arrive as they were, results included: no trigger recomputes them and foreign keys are checked by the
    // counts below instead of row by row (this needs a role allowed to set it: the database's owner as superuser,
    // or a role granted SET on session_replication_role, PostgreSQL 15+).
    await client.query('SET LOCAL session_replication_role = replica');
    // The migrations' own rows (synthetic seed, defaults) are replaced by the installation's.
    await client.query(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')}`);
    for (const t of tables) {
      const before = performance.now();
      await copyTable(source, client, t, opts.pagesPerChunk ?? PAGES_PER_CHUNK);
      log(`${t.name}: copied in ${((performance.now() - before) / 1000).toFixed(1)} s`);
    }
    await copySequences(source, client);
    const counts: TableCount[] = [];
    for (const t of tables) {
      counts.push({ table: t.name, source: await countRows(source, t.name), target: await countRows(onClient(client), t.name) });
    }
    const wrong = counts.filter((c) => c.source !== c.target);
    if (wrong.length > 0) {
      throw new Error(`counts differ, nothing was kept: ${wrong.map((c) => `${c.table} ${c.source} -> ${c.target}`).join(', ')}`);
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { tables: counts, rows: counts.reduce((n, c) => n + c.source, 0), ms: performance.now() - started };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
