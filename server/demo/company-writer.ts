import type { Queryable } from '../db/database';
import type { DemoUser } from './demo-users';
import type { PlannedEntity } from './plant-plan';
import { insertRows } from './sql-rows';

/** Writers shared by the demo plant and the customer companies. */

export interface CompanyRow extends PlannedEntity {
  industry: string;
  timezone: string;
}

/** Inserts the company and its entity tree (company depth 0, sites 1, areas 2, machines 3); returns the company id. */
export async function insertCompanyTree(
  tx: Queryable,
  company: CompanyRow,
  levels: { sites: PlannedEntity[]; areas: PlannedEntity[]; machines: PlannedEntity[] },
): Promise<number> {
  const existing = await tx.query('SELECT 1 FROM core_company WHERE name = $1', [company.name]);
  if (existing.rows.length > 0) throw new Error(`a company named '${company.name}' already exists; seed into an empty database`);
  const [{ id: companyId }] = (
    await tx.query<{ id: number }>(
      `INSERT INTO core_company (euid, name, "desc", industry, timezone, subscription, sub_status)
       VALUES ($1, $2, $3, $4, $5, 'demo', 'ACTIVE') RETURNING id`,
      [company.euid, company.name, company.desc, company.industry, company.timezone],
    )
  ).rows as [{ id: number }];
  const ids = new Map<string, number>();
  const cols = ['euid', 'name', 'key', 'desc', 'category', 'parent_id', 'depth', 'timezone', '_company_id'];
  const insertLevel = async (entities: PlannedEntity[], category: string, depth: number) => {
    const rows = entities.map((e) => [e.euid, e.name, e.key, e.desc, category, e.parentKey === null ? null : ids.get(e.parentKey) ?? fail(e), depth, company.timezone, companyId]);
    for (const r of await insertRows<{ id: number; key: string }>(tx, 'bigbrain_entity', cols, rows, 'id, key')) ids.set(r.key, r.id);
  };
  const fail = (e: PlannedEntity): never => {
    throw new Error(`entity ${e.key} names an unknown parent ${e.parentKey}`);
  };
  await insertLevel([{ ...company, parentKey: null }], 'COMPANY', 0);
  await insertLevel(levels.sites, 'SITE', 1);
  await insertLevel(levels.areas, 'AREA', 2);
  await insertLevel(levels.machines, 'MACHINE', 3);
  return companyId;
}

export async function insertShifts(
  tx: Queryable,
  companyId: number,
  shifts: ReadonlyArray<{ name: string; color: string; start: string; end: string; position: number }>,
): Promise<void> {
  await insertRows(tx, 'bigbrain_shift', ['name', 'color', 'start_time', 'end_time', 'position', '_company_id'],
    shifts.map((s) => [s.name, s.color, s.start, s.end, s.position, companyId]));
}

export async function insertUsers(
  tx: Queryable,
  companyId: number,
  timezone: string,
  users: ReadonlyArray<DemoUser & { euid: string }>,
  hashes: ReadonlyMap<string, string>,
): Promise<void> {
  await insertRows(tx, 'core_user',
    ['euid', 'email', 'password_hash', 'first_name', 'last_name', 'job_title', 'role', 'timezone', 'is_super', 'is_demo', 'is_bigbrain', '_company_id'],
    users.map((u) => {
      const hash = hashes.get(u.password);
      if (!hash) throw new Error(`no password hash prepared for ${u.email}`);
      return [u.euid, u.email, hash, u.firstName, u.lastName, u.jobTitle, u.role, timezone, u.isSuper, u.isDemo, u.isBigBrain, companyId];
    }));
}
