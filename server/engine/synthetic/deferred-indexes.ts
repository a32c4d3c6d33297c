import type { Database } from '../../db/database';

/**
 * Runs a bulk load into an EMPTY table with its secondary indexes dropped, then builds them again
 * from their own stored definitions: one sort per index instead of millions of insertions. The
 * definitions are kept in engine_deferred_index until rebuilt, so a load killed midway (a restart)
 * gets its indexes back at the next load. On a table that already holds rows the load runs as is.
 */
export async function withIndexesDeferred<T>(db: Database, table: string, load: () => Promise<T>): Promise<T> {
  await rebuildDeferredIndexes(db);
  const empty = (await db.query(`SELECT 1 FROM ${table} LIMIT 1`)).rows.length === 0;
  if (!empty) return load();
  await db.transaction(async (tx) => {
    const indexes = await tx.query<{ name: string; def: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE t.relname = $1 AND n.nspname = current_schema() AND NOT x.indisprimary AND NOT x.indisunique`,
      [table],
    );
    for (const ix of indexes.rows) {
      await tx.query('INSERT INTO engine_deferred_index (name, def) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [ix.name, ix.def]);
      await tx.exec(`DROP INDEX IF EXISTS "${ix.name}"`);
    }
  });
  try {
    return await load();
  } finally {
    await rebuildDeferredIndexes(db);
    await db.exec(`ANALYZE ${table}`);
  }
}

/** Builds every index a bulk load dropped and has not rebuilt yet. */
export async function rebuildDeferredIndexes(db: Database): Promise<void> {
  const pending = await db.query<{ name: string; def: string }>('SELECT name, def FROM engine_deferred_index ORDER BY name');
  for (const ix of pending.rows) {
    await db.transaction(async (tx) => {
      await tx.exec(ix.def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      await tx.query('DELETE FROM engine_deferred_index WHERE name = $1', [ix.name]);
    });
  }
}
