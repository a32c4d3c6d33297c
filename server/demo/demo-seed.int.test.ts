import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, forEachDatabase, openTestDatabase } from '../../tests/support/databases';
import type { Database } from '../db/database';
import { verifyPassword } from '../identity/password';
import { seedCustomerCompanies } from './customer-companies';
import { DEMO_PLANT_USERS } from './demo-users';
import { seedDemoStructure } from './plant-structure';
import { needsDemoSeed } from './seed-demo-plant';

const NOW = Date.UTC(2026, 10, 21, 17); // 12:00 in US/Eastern
const TODAY = '2026-11-21';
const SEEDED_TABLES = [
  'core_company', 'core_user', 'bigbrain_entity', 'bigbrain_shift', 'bigbrain_part', 'bigbrain_operation', 'bigbrain_reason',
  'bigbrain_metricsetup', 'bigbrain_metricname', 'core_scheduleddowntime', 'bigbrain_inplocation', 'bigbrain_inpinventory',
  'ccc_coatingop', 'ccc_kpitarget', 'ccc_updowncalendar', 'ino_program', 'ino_programevent', 'core2_mrp',
];

// node-postgres returns bigint (int8) columns as strings, PGlite as numbers: compare values, not that
// representation (reported to the lead: the pg adapter could parse int8 like PGlite does).
const INT8_COLUMNS = ['start_epoch', 'end_epoch', 'time_epoch', 'updated_epoch'];
function normaliseInt8(row: Record<string, unknown>): Record<string, unknown> {
  for (const c of INT8_COLUMNS) if (typeof row[c] === 'string') row[c] = Number(row[c]);
  return row;
}

/** Every seeded row, minus what differs by design (salted password hashes, insertion times). */
async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    const order = table === 'bigbrain_metricname' ? '_company_id' : table === 'core_scheduleddowntime' ? 'pk' : 'id';
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order}`);
    out[table] = rows.map(({ password_hash: _h, created_at: _c, ...rest }) => normaliseInt8(rest));
  }
  return out;
}

async function seedAll(db: Database, seed: number, machines = 24): Promise<number> {
  const { companyId } = await seedDemoStructure(db, { machines, seed, now: NOW });
  await seedCustomerCompanies(db, { days: 30, today: TODAY, seed, now: NOW });
  return companyId;
}

const count = async (db: Database, sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params)).rows[0]!.n);

describe.skipIf(process.env.TEST_POSTGRES === 'off')('demo plant determinism', () => {
  const dumps: Record<string, unknown[]>[] = [];
  beforeAll(async () => {
    for (const [kind, seed] of [...DATABASE_KINDS.map((k) => [k, 11] as const), ['embedded', 12] as const]) {
      const { db, dispose } = await openTestDatabase(kind);
      try {
        await seedAll(db, seed);
        dumps.push(await dump(db));
      } finally {
        await dispose();
      }
    }
  });

  it('writes the same rows for the same seed, on the embedded database and on the real server', () => {
    expect(dumps[0]!.bigbrain_entity!.length).toBeGreaterThan(24);
    expect(dumps[1]).toEqual(dumps[0]);
  });

  it('writes a different plant for a different seed', () => {
    expect(dumps[2]!.core_company).not.toEqual(dumps[0]!.core_company);
  });
});

forEachDatabase('seeding the demo plant', (t) => {
  let companyId = 0;
  beforeAll(async () => {
    expect(await needsDemoSeed(t.db)).toBe(true);
    companyId = await seedAll(t.db, 7, 30);
  });

  it('has a Demo Plant company with 2+ sites, 5+ areas and the machines asked for', async () => {
    const levels = await t.db.query<{ category: string; n: number }>(
      'SELECT category, count(*)::int AS n FROM bigbrain_entity WHERE _company_id = $1 GROUP BY category', [companyId]);
    const n = Object.fromEntries(levels.rows.map((r) => [r.category, r.n]));
    expect(n).toMatchObject({ COMPANY: 1, MACHINE: 30 });
    expect(n.SITE).toBeGreaterThanOrEqual(2);
    expect(n.AREA).toBeGreaterThanOrEqual(5);
    const orphans = await count(t.db, `SELECT count(*) AS n FROM bigbrain_entity c JOIN bigbrain_entity p ON p.id = c.parent_id WHERE p.depth <> c.depth - 1`);
    expect(orphans).toBe(0);
  });

  it('ships a public floor map of each site, the first the default, every machine on a map (issue 11)', async () => {
    const { rows } = await t.db.query<{ name: string; default: boolean; public: boolean; design: { machine_xref: { key_to_node: Record<string, string> } } }>(
      'SELECT name, "default", public, design FROM nav_mapdesign WHERE _company_id = $1 ORDER BY id', [companyId]);
    const sites = await t.db.query<{ name: string }>(`SELECT name FROM bigbrain_entity WHERE _company_id = $1 AND category = 'SITE' ORDER BY id`, [companyId]);
    expect(rows.map((r) => r.name)).toEqual(sites.rows.map((s) => `${s.name} Floor`));
    expect(rows.map((r) => [r.default, r.public])).toEqual(rows.map((_, i) => [i === 0, true]));
    const onMaps = rows.reduce((n, r) => n + Object.keys(r.design.machine_xref.key_to_node).length, 0);
    expect(onMaps).toBe(30);
  });

  it('has the three shifts with their times and an overnight Midnight shift', async () => {
    const { rows } = await t.db.query<{ name: string; s: string; e: string }>(
      `SELECT name, to_char(start_time, 'HH24:MI') AS s, to_char(end_time, 'HH24:MI') AS e FROM bigbrain_shift WHERE _company_id = $1 ORDER BY position`, [companyId]);
    expect(rows.map((r) => `${r.name} ${r.s}-${r.e}`)).toEqual(['Day 07:00-15:00', 'Afternoon 15:00-23:00', 'Midnight 23:00-07:00']);
  });

  it('has reasons of every kind and a metric setup row per metric key', async () => {
    expect(await count(t.db, 'SELECT count(DISTINCT kind) AS n FROM bigbrain_reason WHERE _company_id = $1', [companyId])).toBe(4);
    expect(await count(t.db, 'SELECT count(*) AS n FROM bigbrain_metricsetup WHERE _company_id = $1', [companyId])).toBe(13);
  });

  it('stores the demo passwords only as hashes that verify', async () => {
    const admin = DEMO_PLANT_USERS.find((u) => u.role === 'ADMIN' && !u.isSuper)!;
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM core_user WHERE email = $1', [admin.email]);
    expect(rows[0]!.password_hash).not.toContain(admin.password);
    expect(await verifyPassword(admin.password, rows[0]!.password_hash)).toBe(true);
    expect(await count(t.db, 'SELECT count(*) AS n FROM core_user WHERE is_demo AND _company_id = $1', [companyId])).toBe(1);
  });

  it('gives each customer company an admin and its data sets', async () => {
    const { rows } = await t.db.query<{ name: string; admins: number; ops: number; targets: number; calendar: number; programs: number; events: number; mrp: number }>(
      `SELECT c.name,
              (SELECT count(*)::int FROM core_user u WHERE u._company_id = c.id AND u.role = 'ADMIN') AS admins,
              (SELECT count(*)::int FROM ccc_coatingop x WHERE x._company_id = c.id) AS ops,
              (SELECT count(*)::int FROM ccc_kpitarget x WHERE x._company_id = c.id) AS targets,
              (SELECT count(*)::int FROM ccc_updowncalendar x WHERE x._company_id = c.id) AS calendar,
              (SELECT count(*)::int FROM ino_program x WHERE x._company_id = c.id) AS programs,
              (SELECT count(*)::int FROM ino_programevent x WHERE x._company_id = c.id) AS events,
              (SELECT count(*)::int FROM core2_mrp x WHERE x._company_id = c.id) AS mrp
         FROM core_company c WHERE c.name <> 'Demo Plant' ORDER BY c.name`);
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(Object.keys(by)).toEqual(['CorrChoice Coatings', 'Inoac Exterior', 'Scherdel']);
    for (const r of rows) expect(r.admins).toBe(1);
    expect(by['CorrChoice Coatings']).toMatchObject({ targets: 1, programs: 0, mrp: 0 });
    expect(by['CorrChoice Coatings']!.ops).toBeGreaterThan(60);
    expect(by['CorrChoice Coatings']!.calendar).toBe(by['CorrChoice Coatings']!.ops * 3);
    expect(by['Inoac Exterior']!.programs).toBeGreaterThan(3);
    expect(by['Inoac Exterior']!.events).toBeGreaterThan(500);
    expect(by.Scherdel!.mrp).toBe(24);
  });

  it('keeps the KPI thresholds at the spec defaults: yellow 70, red 50; lf_per_hour_with_downtime red 0 and downtime 120', async () => {
    const { rows } = await t.db.query<Record<string, string>>('SELECT * FROM ccc_kpitarget');
    const k = rows[0]!;
    expect([k.lineal_produced_yellow, k.lineal_produced_red, k.roll_count_yellow, k.roll_count_red].map(Number)).toEqual([70, 50, 70, 50]);
    expect([k.lf_per_hour_with_downtime_red, k.lf_per_hour_with_downtime_downtime].map(Number)).toEqual([0, 120]);
  });

  it('refuses a KPI threshold outside the rules (yellow from red to 100, downtime 0 to 480) and changes nothing', async () => {
    for (const set of ['lineal_produced_yellow = 40', 'lineal_produced_yellow = 101', 'lf_per_hour_with_downtime_downtime = 481']) {
      await expect(t.db.query(`UPDATE ccc_kpitarget SET ${set}`)).rejects.toThrow(/check constraint/);
    }
    expect(Number((await t.db.query<{ v: string }>('SELECT lineal_produced_yellow AS v FROM ccc_kpitarget')).rows[0]!.v)).toBe(70);
  });

  it('refuses to seed the demo plant twice and changes nothing', async () => {
    const before = await count(t.db, 'SELECT count(*) AS n FROM bigbrain_entity');
    await expect(seedDemoStructure(t.db, { machines: 5, seed: 7, now: NOW })).rejects.toThrow(/already exists/);
    expect(await count(t.db, 'SELECT count(*) AS n FROM bigbrain_entity')).toBe(before);
  });

  it('seeds again on start only when an earlier seeding stopped halfway', async () => {
    expect(await needsDemoSeed(t.db)).toBe(false); // companies, and no seeding record: somebody's real data
    await t.db.query(`INSERT INTO core_demoseed (step) VALUES ('structure'), ('customers')`);
    expect(await needsDemoSeed(t.db)).toBe(true);
    await t.db.query(`INSERT INTO core_demoseed (step) VALUES ('history'), ('presets')`);
    expect(await needsDemoSeed(t.db, { computeResults: false })).toBe(false);
    expect(await needsDemoSeed(t.db)).toBe(true);
  });
});


