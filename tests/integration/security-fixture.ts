import { DateTime } from 'luxon';
import type { Database, Queryable } from '../../server/db/database';
import { customerAdmin, defaultCustomerNames, DEMO_PLANT_USERS, seedCustomerCompanies, seedDemoStructure, type DemoUser } from '../../server/demo';

/** Every text this fixture writes into company B's rows carries it, so a leak shows up in any answer. */
export const B_MARK = 'B-SECRET';

/** What the tests know of either company: its ids and one machine in an area. */
interface FixtureCompany {
  id: number;
  euid: string;
  entityEuids: string[];
  machineEuid: string;
  machineId: number;
  machineKey: string;
}

/** Company A: the demo plant. Company B: the first customer company. */
export interface SecurityFixture {
  a: FixtureCompany & {
    /** The area above that machine. */
    areaEuid: string;
    areaId: number;
    /** A's first part. */
    partId: number;
  };
  b: FixtureCompany & {
    /** Source ID (erp_trans) of one of B's input events. */
    eventSourceId: string;
    partId: number;
    reasonId: number;
    locationId: number;
    inventoryId: number;
    shiftId: number;
    resentityId: number;
    navPresetEuid: string;
    mapDesignEuid: string;
    sharedStateId: string;
  };
  users: { aAdmin: DemoUser; aManager: DemoUser; aUser: DemoUser; aDemo: DemoUser; bAdmin: DemoUser };
}

const byEmail = (prefix: string): DemoUser => {
  const user = DEMO_PLANT_USERS.find((u) => u.email.startsWith(prefix));
  if (!user) throw new Error(`no demo user ${prefix}`);
  return user;
};

async function one<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row from: ${sql}`);
  return rows[0];
}

async function companyEntities(db: Queryable, companyId: number) {
  const { rows } = await db.query<{ id: number; euid: string; key: string; category: string; parent_id: number | null }>(
    'SELECT id, euid, key, category, parent_id FROM bigbrain_entity WHERE _company_id = $1 ORDER BY depth, id', [companyId]);
  const machine = rows.find((r) => r.category === 'MACHINE');
  const area = rows.find((r) => r.id === machine?.parent_id);
  if (!machine || !area) throw new Error(`company ${companyId} has no machine in an area`);
  return { euids: rows.map((r) => r.euid), machine, area };
}

/** One result row with plausible numbers; the columns are all NOT NULL. */
async function insertResult(db: Queryable, companyId: number, entityId: number, date: string): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, scheduled_secs, planned_down_secs, unplanned_down_secs, available_secs,
       operating_secs, ideal_secs, good_secs, speed_loss_secs, scrap_loss_secs, goal_pps, performance_percent, quality_percent,
       availability_percent, efficiency_percent, speed_loss_percent, scrap_loss_percent, planned_down_percent, unplanned_down_percent,
       transaction_count, units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
     VALUES ('SUMMARY', $1::date, $2, 28800, 0, 0, 28800, 28800, 27000, 26000, 1800, 1000, 1, 93.75, 96.3, 100, 90.3, 6.25, 3.7, 0, 0,
       10, 1000, 960, 10, 10, 20, $3) RETURNING id`,
    [date, entityId, companyId],
  );
  return Number(row.id);
}

/**
 * Seeds the demo plant (few machines) and the customer companies (one day), then gives company B a
 * row of every kind the security tests try to reach, each marked with B_MARK.
 */
export async function seedSecurityFixture(db: Database): Promise<SecurityFixture> {
  const today = DateTime.now().setZone('US/Eastern').toISODate()!;
  const { companyId: aId } = await seedDemoStructure(db, { machines: 3 });
  const customers = await seedCustomerCompanies(db, { days: 1, today });
  const bId = customers.mrp;
  const bAdmin = customerAdmin(defaultCustomerNames().mrp!);
  const aEnt = await companyEntities(db, aId);
  const bEnt = await companyEntities(db, bId);
  const company = async (id: number) => (await one<{ euid: string }>(db, 'SELECT euid FROM core_company WHERE id = $1', [id])).euid;
  const bAdminId = (await one<{ id: number }>(db, 'SELECT id FROM core_user WHERE email = $1', [bAdmin.email])).id;

  const ids = await db.transaction(async (tx) => {
    const partId = (await one<{ id: number }>(tx, `INSERT INTO bigbrain_part (name, "desc", ppm, _company_id) VALUES ($1, $1, 5, $2) RETURNING id`, [`${B_MARK} part`, bId])).id;
    const reasonId = (await one<{ id: number }>(tx, `INSERT INTO bigbrain_reason (kind, name, "desc", planned, _company_id) VALUES ('down', $1, $1, false, $2) RETURNING id`, [`${B_MARK} reason`, bId])).id;
    const locationId = (await one<{ id: number }>(tx, `INSERT INTO bigbrain_inplocation (name, "desc", key, _company_id) VALUES ($1, $1, 'B-LOC', $2) RETURNING id`, [B_MARK, bId])).id;
    const inventoryId = (await one<{ id: number }>(tx, `INSERT INTO bigbrain_inpinventory (part_name, "desc", location_key, qty, _company_id) VALUES ($1, $1, 'B-LOC', 7, $2) RETURNING id`, [B_MARK, bId])).id;
    const shiftId = (await one<{ id: number }>(tx, 'SELECT id FROM bigbrain_shift WHERE _company_id = $1 ORDER BY position LIMIT 1', [bId])).id;
    const navPresetEuid = (await one<{ euid: string }>(tx,
      `INSERT INTO nav_navpreset (name, "desc", author_id, navstate, "default", public, _company_id) VALUES ($1, $1, $2, '{"mode":"graph"}', true, true, $3) RETURNING euid::text AS euid`,
      [`${B_MARK} preset`, bAdminId, bId])).euid;
    const mapDesignEuid = (await one<{ euid: string }>(tx,
      `INSERT INTO nav_mapdesign (name, "desc", author_id, design, "default", public, _company_id) VALUES ($1, $1, $2, '{"flows":[]}', true, true, $3) RETURNING euid::text AS euid`,
      [`${B_MARK} map`, bAdminId, bId])).euid;
    const sharedStateId = (await one<{ id: string }>(tx, `INSERT INTO nav_sharedstate (name, navstate, _company_id) VALUES ($1, '{"mode":"graph"}', $2) RETURNING id::text AS id`, [B_MARK, bId])).id;
    await tx.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id)
      VALUES (now() - interval '1 hour', $1, $2::date, 'DAY', 'PROD', $3, 5, $4)`, [bEnt.machine.key, today, `${B_MARK}-ERP-1`, bId]);
    await tx.query(`INSERT INTO core_plugintoggle (_company_id, plugin_id, enabled) VALUES ($1, 'b-secret-plugin', false)`, [bId]);
    const resentityId = await insertResult(tx, bId, bEnt.machine.id, today);
    await insertResult(tx, aId, aEnt.machine.id, today);
    // Backend state of B: a queued job, a failed job and a notice, all of which A must never see.
    await tx.query(`INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key) VALUES ($1, 'B-SECRET-M', $2::date, 'DAY')`, [bId, today]);
    await tx.query(`INSERT INTO sch_joblog (_company_id, started, rows, error) VALUES ($1, now(), 3, $2)`, [bId, `${B_MARK} job failed`]);
    await tx.query(`INSERT INTO core_scheduleddowntime (message, start_epoch, end_epoch, time_epoch, updated_epoch, _company_id) VALUES ($1, $2, $3, NULL, $2, $4)`,
      [`${B_MARK} notice`, Date.now() - 3_600_000, Date.now() + 86_400_000, bId]);
    // Rows of one company pointing at the other's (B's machine under A's area, A's result on B's machine)
    // are refused by the database since issue 40: every key between company tables carries _company_id.
    return { partId, reasonId, locationId, inventoryId, shiftId, navPresetEuid, mapDesignEuid, sharedStateId, resentityId };
  });

  const aPartId = (await one<{ id: number }>(db, 'SELECT id FROM bigbrain_part WHERE _company_id = $1 ORDER BY id LIMIT 1', [aId])).id;
  return {
    a: {
      id: aId, euid: await company(aId), entityEuids: aEnt.euids, machineEuid: aEnt.machine.euid, machineId: aEnt.machine.id, machineKey: aEnt.machine.key,
      areaEuid: aEnt.area.euid, areaId: aEnt.area.id, partId: aPartId,
    },
    b: {
      id: bId, euid: await company(bId), entityEuids: bEnt.euids, machineEuid: bEnt.machine.euid, machineId: bEnt.machine.id,
      machineKey: bEnt.machine.key, eventSourceId: `${B_MARK}-ERP-1`, ...ids,
    },
    users: { aAdmin: byEmail('admin@'), aManager: byEmail('manager@'), aUser: byEmail('operator@'), aDemo: byEmail('demo@'), bAdmin },
  };
}
