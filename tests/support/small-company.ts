import type { Database } from '../../server/db/database';

/** A company (euid starting with C) whose root entity holds the given machines directly, with one shift, Day 07:00-15:00. */
export async function insertSmallCompany(db: Database, euid: string, opts: { machines: readonly string[]; desc?: string }): Promise<number> {
  const id = (await db.query<{ id: number }>(`INSERT INTO core_company (euid, name, "desc") VALUES ($1, $1, $2) RETURNING id`, [euid, opts.desc ?? ''])).rows[0].id;
  const root = (await db.query<{ id: number }>(
    `INSERT INTO bigbrain_entity (euid, name, key, category, depth, _company_id) VALUES ($1, 'root', 'ROOT', 'COMPANY', 0, $2) RETURNING id`,
    [`${euid}-R`, id],
  )).rows[0].id;
  for (const m of opts.machines) {
    await db.query(`INSERT INTO bigbrain_entity (euid, name, key, category, parent_id, depth, _company_id) VALUES ($1, $2, $2, 'MACHINE', $3, 3, $4)`, [`${euid}-${m}`, m, root, id]);
  }
  await db.query(`INSERT INTO bigbrain_shift (name, start_time, end_time, position, _company_id) VALUES ('Day', '07:00', '15:00', 1, $1)`, [id]);
  return id;
}
