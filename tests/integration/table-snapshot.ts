import type { Queryable } from '../../server/db/database';

/** The company-owned tables a REST, GraphQL or socket call could write to. */
export const WRITABLE_TABLES = [
  'bigbrain_part',
  'bigbrain_operation',
  'bigbrain_reason',
  'bigbrain_shift',
  'bigbrain_entity',
  'bigbrain_inplocation',
  'bigbrain_inpinventory',
  'bigbrain_metricsetup',
  'bigbrain_metricname',
  'core_user',
  'core_plugintoggle',
  'nav_navpreset',
  'nav_navpresetflag',
  'nav_mapdesign',
  'nav_sharedstate',
  'nav_timelineaverage',
  'bigbrain_inpevent',
  'bigbrain_inpschedule',
  'sch_queue',
  'ent_queue',
] as const;

/** Every row of the given tables as text, sorted, so "wrote nothing" is one equality. */
export async function tableSnapshot(db: Queryable, tables: readonly string[] = WRITABLE_TABLES): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query(`SELECT * FROM ${table}`);
    out[table] = JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  }
  return out;
}

/** One row by id, as text, to show it is unchanged after a refused write. */
export async function rowSnapshot(db: Queryable, table: string, id: number | string, key = 'id'): Promise<string> {
  const { rows } = await db.query(`SELECT * FROM ${table} WHERE ${key} = $1`, [id]);
  if (rows.length !== 1) throw new Error(`${table} ${key}=${id}: expected one row, found ${rows.length}`);
  return JSON.stringify(rows[0]);
}
