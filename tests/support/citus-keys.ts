import type { Queryable } from '../../server/db/database';

/**
 * Tables that belong to no company, which a Citus cluster copies whole to every worker
 * (create_reference_table). Each is named with its reason; every other table must carry _company_id.
 */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  core_company: 'the companies themselves: every company table keys to it',
  core_user: 'sign-in finds a user by e-mail before any company is known; super users have none',
  core_scheduleddowntime: 'notices for every company (_company_id NULL) or one',
  marketing_contact: "the public site's contact form: anonymous",
  core_demoseed: 'steps of the demo seeding, one installation-wide list',
  identity_oidc_model: "the identity provider's sessions and tokens: identity comes before the company",
  identity_secret: "the identity provider's signing and cookie keys",
  identity_password_reset: 'one-time links of users (a reference table keyed to core_user)',
  identity_invitation: 'one-time links of users (a reference table keyed to core_user)',
  engine_deferred_index: 'indexes a bulk load dropped, by name: installation-wide',
  schema_migrations: 'the migrations applied',
};

interface KeyRow {
  table_name: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

/**
 * What keeps the public schema from being sharded by _company_id (issue 40), one line per fault:
 * a company table whose _company_id may be NULL, whose primary key or a unique key (constraint or
 * unique index) lacks it, or whose foreign key to another company table does not carry it on both
 * sides; a table with no _company_id that is not a listed reference table; a reference table with a
 * foreign key to a company table (Citus refuses it). Empty when the schema is Citus-ready.
 */
export async function citusKeyFaults(db: Queryable, referenceTables: Readonly<Record<string, string>> = REFERENCE_TABLES): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string; company: boolean; nullable: boolean }>(
    `SELECT c.relname AS name, a.attname IS NOT NULL AS company, COALESCE(NOT a.attnotnull, false) AS nullable
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = '_company_id' AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  // Unique indexes cover primary keys, unique constraints and CREATE UNIQUE INDEX alike; foreign keys come from pg_constraint.
  const { rows: keys } = await db.query<KeyRow>(
    `SELECT t.relname AS table_name, i.relname AS name, CASE WHEN x.indisprimary THEN 'p' ELSE 'u' END AS kind,
            ARRAY(SELECT COALESCE(a.attname::text, '(expression)') FROM unnest(x.indkey) WITH ORDINALITY AS k(n, o)
                    LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o) AS columns,
            NULL AS ref_table, NULL AS ref_columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique
     UNION ALL
     SELECT t.relname, c.conname, 'f',
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o),
            r.relname,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o)
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f'
      ORDER BY 1, 3, 2`,
  );
  const isReference = (t: string) => Object.hasOwn(referenceTables, t);
  const companyTables = new Set(tables.filter((t) => t.company && !isReference(t.name)).map((t) => t.name));
  const faults: string[] = [];
  for (const t of tables) {
    if (!t.company && !isReference(t.name)) faults.push(`${t.name}: no _company_id and not a listed reference table`);
    if (companyTables.has(t.name) && t.nullable) faults.push(`${t.name}: _company_id may be NULL`);
  }
  for (const k of keys) {
    const cols = `(${k.columns.join(', ')})`;
    if (k.kind !== 'f') {
      if (companyTables.has(k.table_name) && !k.columns.includes('_company_id')) {
        faults.push(`${k.table_name}: ${k.kind === 'p' ? 'primary key' : `unique key ${k.name}`} ${cols} lacks _company_id`);
      }
      continue;
    }
    const target = k.ref_table!;
    if (!companyTables.has(k.table_name)) {
      if (companyTables.has(target)) faults.push(`${k.table_name}: reference table with foreign key ${k.name} to company table ${target}`);
      continue;
    }
    if (!companyTables.has(target)) continue;
    const at = k.columns.indexOf('_company_id');
    if (at < 0 || k.ref_columns![at] !== '_company_id') faults.push(`${k.table_name}: foreign key ${k.name} ${cols} to ${target} lacks _company_id on both sides`);
  }
  return faults;
}

/** Company tables: every table of the public schema with _company_id that is not a reference table. */
export async function companyTables(db: Queryable, referenceTables: Readonly<Record<string, string>> = REFERENCE_TABLES): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_company_id' AND NOT a.attisdropped)
      ORDER BY 1`,
  );
  return rows.map((r) => r.name).filter((t) => !Object.hasOwn(referenceTables, t));
}

/** Foreign keys between two tables of the public schema: [referencing, referenced], self-references left out. */
export async function tableReferences(db: Queryable): Promise<Array<[string, string]>> {
  const { rows } = await db.query<{ t: string; r: string }>(
    `SELECT DISTINCT t.relname AS t, r.relname AS r FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f' AND t.oid <> r.oid ORDER BY 1, 2`,
  );
  return rows.map((x) => [x.t, x.r]);
}
