import type { Database } from '../../db/database';

/**
 * Runs a bulk load into an EMPTY table with its primary key, foreign keys and secondary indexes
 * dropped, then puts them back from their own stored definitions: one sort per index and one join
 * per foreign key instead of an index insertion and a key check for each of millions of rows
 * (issue 15: half the speed of a plain COPY at least). Unique indexes other than the primary key
 * stay, so nothing that relies on them changes. The definitions are kept in engine_deferred_index
 * until rebuilt, so a load killed midway gets everything back at the next load or server start.
 * On a table that already holds rows the load runs as is. `analyzeColumns`: the columns whose
 * statistics the queries right after the load need (the rest follow, see below).
 */
export async function withIndexesDeferred<T>(db: Database, table: string, load: () => Promise<T>, opts: { analyzeColumns?: readonly string[] } = {}): Promise<T> {
  await rebuildDeferredIndexes(db);
  const empty = (await db.query(`SELECT 1 FROM ${table} LIMIT 1`)).rows.length === 0;
  if (!empty) return load();
  await db.transaction(async (tx) => {
    const deferred = await tx.query<{ name: string; def: string; drop: string }>(
      `SELECT c.conname AS name, format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid)) AS def,
              format('ALTER TABLE %I DROP CONSTRAINT %I', t.relname, c.conname) AS drop
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE t.relname = $1 AND n.nspname = current_schema() AND c.contype IN ('p', 'f')
          -- a primary key that another table's foreign key points at stays
          AND NOT (c.contype = 'p' AND EXISTS (SELECT 1 FROM pg_constraint r WHERE r.contype = 'f' AND r.confrelid = t.oid AND r.conrelid <> t.oid))
       UNION ALL
       SELECT i.relname, pg_get_indexdef(x.indexrelid), format('DROP INDEX IF EXISTS %I', i.relname)
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE t.relname = $1 AND n.nspname = current_schema() AND NOT x.indisprimary AND NOT x.indisunique`,
      [table],
    );
    for (const d of deferred.rows) {
      await tx.query('INSERT INTO engine_deferred_index (name, def) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [d.name, d.def]);
      await tx.exec(d.drop);
    }
  });
  try {
    return await load();
  } finally {
    await rebuildDeferredIndexes(db);
    // A column list leaves the table's change counter as it is, so a server's autovacuum still
    // analyzes every column soon after; the embedded database has no autovacuum and gets them all now.
    const columns = db.kind === 'server' && opts.analyzeColumns?.length ? ` (${opts.analyzeColumns.join(', ')})` : '';
    await db.exec(`ANALYZE ${table}${columns}`);
  }
}

// Primary keys first (a foreign key of the table to itself needs it), then indexes, then foreign keys.
const rebuildOrder = (def: string) => (/ PRIMARY KEY /.test(def) ? 0 : def.startsWith('CREATE') ? 1 : 2);

/** Puts back every key and index a bulk load dropped and has not rebuilt yet. */
export async function rebuildDeferredIndexes(db: Database): Promise<void> {
  const pending = await db.query<{ name: string; def: string }>('SELECT name, def FROM engine_deferred_index ORDER BY name');
  for (const item of pending.rows.sort((a, b) => rebuildOrder(a.def) - rebuildOrder(b.def))) {
    await db.transaction(async (tx) => {
      // One sort per index: in memory instead of merged from runs on disk (the embedded database's
      // files are reached through its JavaScript file layer). 788,600 events, embedded: 1.4 CPU-s
      // an index instead of 1.8-2.1 at the default 64 MB.
      await tx.exec(`SET LOCAL maintenance_work_mem = '256MB'`);
      if (item.def.startsWith('CREATE')) await tx.exec(item.def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      else if (!(await tx.query('SELECT 1 FROM pg_constraint WHERE conname = $1 AND connamespace = current_schema()::regnamespace', [item.name])).rows.length) await tx.exec(item.def);
      await tx.query('DELETE FROM engine_deferred_index WHERE name = $1', [item.name]);
    });
  }
}
