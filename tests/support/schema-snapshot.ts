import type { Queryable } from '../../server/db/database';

/** Tables, columns, constraints and indexes of the public schema, in a stable order, for comparing databases. */
export async function schemaSnapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const columns = await db.query(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
       FROM information_schema.columns WHERE table_schema = 'public'
      ORDER BY table_name, column_name`,
  );
  // contype 'n' (NOT NULL as a constraint) exists only from PostgreSQL 18 on; columns cover it.
  const constraints = await db.query(
    `SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f', 'c')
      ORDER BY 1, 2`,
  );
  const indexes = await db.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
}
