import type { ColumnKind, ResourceDef } from './resource-def';

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function readExpr(column: string, kind: ColumnKind): string {
  const c = `t.${ident(column)}`;
  if (kind === 'num') return `${c}::float8 AS ${ident(column)}`;
  if (kind === 'time') return `to_char(${c}, 'HH24:MI') AS ${ident(column)}`;
  // A calendar day, never a Date the driver would shift into the server's time zone.
  if (kind === 'date') return `to_char(${c}, 'YYYY-MM-DD') AS ${ident(column)}`;
  return `${c} AS ${ident(column)}`;
}

/** SELECT list of a resource's answer: its columns read as the API answers them, plus computed ones. */
export function selectList(def: ResourceDef): string {
  const cols = Object.entries(def.columns).map(([c, k]) => readExpr(c, k));
  for (const [name, sql] of Object.entries(def.computed ?? {})) cols.push(`${sql} AS ${ident(name)}`);
  return cols.join(', ');
}

/** The WHERE clause that finds one item of the caller's company by its key ($1 company, $2 key). */
export function keyCondition(def: ResourceDef, key: string): { sql: string; value: string | number } {
  if (isRowId(key)) return { sql: 't.id = $2', value: Number(key) };
  if (def.key === 'euid') return { sql: 't.euid = $2', value: key };
  // Typed, so PostgreSQL can still infer the unused parameter's type.
  return { sql: 'false AND $2::text IS NULL', value: key };
}

/** Ids are PostgreSQL integers: 1 to 2147483647 written as digits. */
export const MAX_ROW_ID = 2_147_483_647;
export function isRowId(key: string): boolean {
  return /^\d{1,10}$/.test(key) && Number(key) >= 1 && Number(key) <= MAX_ROW_ID;
}

export function insertSql(def: ResourceDef, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const cols = Object.keys(values);
  const params = cols.map((c) => toParam(values[c]));
  const placeholders = cols.map((_, i) => `$${i + 2}`);
  return {
    sql: `INSERT INTO ${def.table} (${[...cols.map(ident), '_company_id'].join(', ')}) VALUES (${[...placeholders, '$1'].join(', ')}) RETURNING id`,
    params,
  };
}

export function updateSql(def: ResourceDef, id: number, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const cols = Object.keys(values);
  const sets = cols.map((c, i) => `${ident(c)} = $${i + 3}`);
  return {
    sql: `UPDATE ${def.table} SET ${sets.join(', ')} WHERE id = $2 AND _company_id = $1 RETURNING id`,
    params: [id, ...cols.map((c) => toParam(values[c]))],
  };
}

function toParam(v: unknown): unknown {
  return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
}

export { ident };
