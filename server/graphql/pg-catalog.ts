import type { Queryable } from '../db/database';

export interface CatalogColumn {
  name: string;
  udtSchema: string;
  udtName: string;
  nullable: boolean;
}

export interface CatalogTable {
  schema: string;
  name: string;
  isBaseTable: boolean;
  columns: CatalogColumn[];
  primaryKey: string[];
  /** Foreign keys of this table, one entry per constraint: its columns and the referenced columns, in key order. */
  foreignKeys: CatalogForeignKey[];
}

export interface CatalogForeignKey {
  name: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

/** Reads column types, primary and foreign keys of every user table, so the engine serves any schema. */
export async function readCatalog(db: Queryable): Promise<Map<string, CatalogTable>> {
  const tables = new Map<string, CatalogTable>();
  const key = (s: string, n: string) => `${s}.${n}`;
  const { rows: trows } = await db.query<{ table_schema: string; table_name: string; table_type: string }>(
    `SELECT table_schema, table_name, table_type FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  for (const t of trows) {
    tables.set(key(t.table_schema, t.table_name), {
      schema: t.table_schema,
      name: t.table_name,
      isBaseTable: t.table_type === 'BASE TABLE',
      columns: [],
      primaryKey: [],
      foreignKeys: [],
    });
  }
  const { rows: crows } = await db.query<{
    table_schema: string;
    table_name: string;
    column_name: string;
    udt_schema: string;
    udt_name: string;
    is_nullable: string;
  }>(
    `SELECT table_schema, table_name, column_name, udt_schema, udt_name, is_nullable
       FROM information_schema.columns
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY table_schema, table_name, ordinal_position`,
  );
  for (const c of crows) {
    tables.get(key(c.table_schema, c.table_name))?.columns.push({
      name: c.column_name,
      udtSchema: c.udt_schema,
      udtName: c.udt_name,
      nullable: c.is_nullable === 'YES',
    });
  }
  const { rows: krows } = await db.query<{
    contype: string;
    conname: string;
    table_schema: string;
    table_name: string;
    column_name: string;
    ref_schema: string | null;
    ref_table: string | null;
    ref_column: string | null;
  }>(
    `SELECT con.contype::text AS contype, con.conname::text AS conname, cn.nspname AS table_schema, c.relname AS table_name, a.attname AS column_name,
            fn.nspname AS ref_schema, f.relname AS ref_table, fa.attname AS ref_column
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid
       JOIN pg_namespace cn ON cn.oid = c.relnamespace
       CROSS JOIN LATERAL unnest(con.conkey, coalesce(con.confkey, con.conkey)) WITH ORDINALITY AS k(col, refcol, ord)
       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.col
       LEFT JOIN pg_class f ON f.oid = con.confrelid
       LEFT JOIN pg_namespace fn ON fn.oid = f.relnamespace
       LEFT JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = k.refcol
      WHERE con.contype IN ('p', 'f') AND cn.nspname NOT IN ('pg_catalog', 'information_schema')
      ORDER BY con.conname, k.ord`,
  );
  for (const k of krows) {
    const t = tables.get(key(k.table_schema, k.table_name));
    if (!t) continue;
    if (k.contype === 'p') t.primaryKey.push(k.column_name);
    else if (k.ref_schema && k.ref_table && k.ref_column) {
      // Rows come ordered by constraint name, then key position: a composite key's columns arrive together.
      let fk = t.foreignKeys.find((f) => f.name === k.conname);
      if (!fk) t.foreignKeys.push((fk = { name: k.conname, columns: [], refSchema: k.ref_schema, refTable: k.ref_table, refColumns: [] }));
      fk.columns.push(k.column_name);
      fk.refColumns.push(k.ref_column);
    }
  }
  return tables;
}
