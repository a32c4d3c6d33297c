import type { Database } from '../db/database';
import { hashDistinct } from './demo-users';
import { insertCompanyTree, insertShifts, insertUsers } from './company-writer';
import { planDemoPlant, type DemoPlantOptions } from './plant-plan';
import { insertRows } from './sql-rows';
import { planDemoMaps } from './demo-maps';

/**
 * Writes the demo plant's structure (company, sites, areas, machines, shifts, parts, operations,
 * reasons, metric setup, users, downtime notices, locations, inventory) in one transaction: either
 * all of it is there or none of it. Production history is E2's generateProductionHistory.
 */
export async function seedDemoStructure(db: Database, opts: DemoPlantOptions): Promise<{ companyId: number }> {
  const plan = planDemoPlant(opts);
  // Hash before the transaction: scrypt is slow on purpose and must not hold a connection open.
  const hashes = await hashDistinct(plan.users.map((u) => u.password));
  return db.transaction(async (tx) => {
    const companyId = await insertCompanyTree(tx, plan.company, plan);
    await insertShifts(tx, companyId, plan.shifts);
    const partIds = new Map(
      (await insertRows<{ id: number; name: string }>(tx, 'bigbrain_part', ['name', 'desc', 'ppm', '_company_id'],
        plan.parts.map((p) => [p.name, p.desc, p.ppm, companyId]), 'id, name')).map((r) => [r.name, r.id]),
    );
    await insertRows(tx, 'bigbrain_operation', ['part_id', 'name', 'desc', 'ppm', '_company_id'],
      plan.operations.map((o) => [partIds.get(o.partName), o.name, o.desc, o.ppm, companyId]));
    await insertRows(tx, 'bigbrain_reason', ['kind', 'name', 'desc', 'planned', '_company_id'],
      plan.reasons.map((r) => [r.kind, r.name, r.desc, r.planned, companyId]));
    await insertRows(tx, 'bigbrain_metricsetup', ['metric_key', 'danger_min', 'caution_min', 'standard_min', 'danger_state', 'stacked_bar', '_company_id'],
      plan.metricSetup.map((m) => [m.metric_key, m.danger_min, m.caution_min, m.standard_min, m.danger_state, m.stacked_bar, companyId]));
    await tx.query(`INSERT INTO bigbrain_metricname (_company_id, rev, overrides) VALUES ($1, 1, '{}'::jsonb)`, [companyId]);
    await insertUsers(tx, companyId, plan.company.timezone, plan.users, hashes);
    await insertRows(tx, 'core_scheduleddowntime', ['message', 'start_epoch', 'end_epoch', 'time_epoch', 'updated_epoch', '_company_id'],
      plan.downtimes.map((d) => [d.message, d.start_epoch, d.end_epoch, d.time_epoch, d.updated_epoch, d.global ? null : companyId]));
    await insertRows(tx, 'bigbrain_inplocation', ['name', 'desc', 'key', '_company_id'],
      plan.locations.map((l) => [l.name, l.desc, l.key, companyId]));
    await insertRows(tx, 'bigbrain_inpinventory', ['part_name', 'desc', 'location_key', 'qty', '_company_id'],
      plan.inventory.map((i) => [i.part_name, i.desc, i.location_key, i.qty, companyId]));
    // A floor map of each site, so Map mode shows something on first start (authored by the plant manager).
    const author = plan.users.find((u) => u.role === 'ADMIN' && !u.isSuper && !u.isDemo);
    const authorId = author ? (await tx.query<{ id: number }>('SELECT id FROM core_user WHERE euid = $1', [author.euid])).rows[0]?.id ?? null : null;
    await insertRows(tx, 'nav_mapdesign', ['name', 'author_id', 'design', 'default', 'public', '_company_id'],
      planDemoMaps(plan).map((m) => [m.name, authorId, JSON.stringify(m.design), m.default, true, companyId]));
    return { companyId };
  });
}
