import type { Database, Queryable } from '../db/database';
import { buildCoatingData, COATING_KPI_TARGETS } from './coating-datasets';
import { insertCompanyTree, insertShifts, insertUsers, type CompanyRow } from './company-writer';
import { customerAdmin, hashDistinct } from './demo-users';
import { buildMrpRecords, MRP_LINES } from './mrp-datasets';
import { buildPaintlineEvents, PAINT_LINES, PAINT_PROGRAMS } from './paintline-datasets';
import { DEFAULT_DEMO_SEED, type PlannedEntity } from './plant-plan';
import { DEMO_SHIFTS } from './plant-catalog';
import { createSeededRandom, type SeededRandom } from './seeded-random';
import { lastDays, shiftWindows } from './shift-windows';
import { insertRows } from './sql-rows';

export interface CustomerCompanyNames {
  mrp: string;
  coating: string;
  paintline: string;
}

export interface CustomerSeedOptions {
  days: number;
  /** YYYY-MM-DD in the companies' time zone. */
  today: string;
  /** The names guarding the custom dashboards (config.customerCompanies); default: the specification's. */
  names?: CustomerCompanyNames;
  seed?: number;
  /** Epoch ms; only shifts that have ended by then get data. Default: the current time. */
  now?: number;
}

export const DEFAULT_CUSTOMER_NAMES: CustomerCompanyNames = { mrp: 'Scherdel', coating: 'CorrChoice Coatings', paintline: 'Inoac Exterior' };
const ZONE = 'US/Eastern';

interface Tree { company: CompanyRow; sites: PlannedEntity[]; areas: PlannedEntity[]; machines: PlannedEntity[] }

function tree(rng: SeededRandom, name: string, industry: string, key: string, site: string, area: string, machines: ReadonlyArray<{ key: string; name: string }>): Tree {
  const company = { euid: rng.euid('C'), key, name, desc: `${name} (customer dashboards)`, parentKey: null, industry, timezone: ZONE };
  return {
    company,
    sites: [{ euid: rng.euid('S'), key: `${key}-SITE`, name: site, desc: '', parentKey: key }],
    areas: [{ euid: rng.euid('A'), key: `${key}-AREA`, name: area, desc: '', parentKey: `${key}-SITE` }],
    machines: machines.map((m) => ({ euid: rng.euid('M'), key: m.key, name: m.name, desc: '', parentKey: `${key}-AREA` })),
  };
}

/**
 * The three customer companies of document 3 section 2.4, each with an admin, the three shifts, a
 * small entity tree and its dashboard data sets for the last `days` days up to `today`.
 */
export async function seedCustomerCompanies(db: Database, opts: CustomerSeedOptions): Promise<{ mrp: number; coating: number; paintline: number }> {
  const { days, today, names = DEFAULT_CUSTOMER_NAMES, seed = DEFAULT_DEMO_SEED, now = Date.now() } = opts;
  const dates = lastDays(today, days); // validates days and today before anything is written
  if (new Set([names.mrp, names.coating, names.paintline]).size !== 3) throw new Error('the three customer company names must differ');
  const rng = createSeededRandom(seed + 1);
  const windows = shiftWindows(dates, DEMO_SHIFTS, ZONE);
  const admins = [names.mrp, names.coating, names.paintline].map((n) => ({ ...customerAdmin(n), euid: rng.euid('U') }));
  const hashes = await hashDistinct(admins.map((a) => a.password));

  return db.transaction(async (tx) => {
    const company = async (t: Tree, admin: (typeof admins)[number]) => {
      const id = await insertCompanyTree(tx, t.company, t);
      await insertShifts(tx, id, DEMO_SHIFTS);
      await insertUsers(tx, id, ZONE, [admin], hashes);
      return id;
    };
    const mrp = await company(tree(rng, names.mrp, 'metals', 'SCH', 'Main Plant', 'Spring Production', MRP_LINES.map((l) => ({ key: l, name: `Line ${l.slice(1)}` }))), admins[0]!);
    await seedMrp(tx, mrp, buildMrpRecords(today, ZONE, rng));
    const coating = await company(tree(rng, names.coating, 'other', 'CCC', 'Coating Plant', 'Coating', [{ key: 'COATER-1', name: 'Coater 1' }]), admins[1]!);
    await seedCoating(tx, coating, buildCoatingData(windows, now, rng));
    const paintline = await company(tree(rng, names.paintline, 'automotive', 'INO', 'Paint Plant', 'Paint Shop', PAINT_LINES), admins[2]!);
    await seedPaintline(tx, paintline, rng, windows, now);
    return { mrp, coating, paintline };
  });
}

async function seedMrp(tx: Queryable, companyId: number, records: ReturnType<typeof buildMrpRecords>): Promise<void> {
  await insertRows(tx, 'core2_mrp', ['timestamp', 'name', 'part__name', 'part__group', 'part__uom', 'part__production_lines', 'qoh', 'detail', '_company_id'],
    records.map((r) => [r.timestamp, r.name, r.part__name, r.part__group, r.part__uom, r.part__production_lines, r.qoh, JSON.stringify(r.detail), companyId]));
}

async function seedCoating(tx: Queryable, companyId: number, data: ReturnType<typeof buildCoatingData>): Promise<void> {
  const opColumns = ['shift_date', 'shift_name', 'weight_produced', 'lineal_produced', 'lf_per_hour', 'msf_produced', 'uptime_hours', 'downtime_hours',
    'uptime_mins', 'changeover_mins', 'changeover_hours', 'num_changeovers', 'roll_count', 'split_roll_count', 'full_roll_count', 'roll_to_roll_mins',
    'changeover_per_min', 'start', 'end'] as const;
  await insertRows(tx, 'ccc_coatingop', [...opColumns, '_company_id'], data.ops.map((o) => [...opColumns.map((c) => o[c]), companyId]));
  const targets = Object.entries(COATING_KPI_TARGETS);
  await insertRows(tx, 'ccc_kpitarget', [...targets.map(([k]) => k), '_company_id'], [[...targets.map(([, v]) => v), companyId]]);
  await insertRows(tx, 'ccc_updowncalendar', ['start_datetime', 'end_datetime', 'is_uptime', 'notes', '_company_id'],
    data.calendar.map((c) => [c.start_datetime, c.end_datetime, c.is_uptime, c.notes, companyId]));
}

async function seedPaintline(tx: Queryable, companyId: number, rng: SeededRandom, windows: ReturnType<typeof shiftWindows>, now: number): Promise<void> {
  const programIds = new Map(
    (await insertRows<{ id: number; name: string }>(tx, 'ino_program', ['euid', 'name', 'desc', '_company_id'],
      PAINT_PROGRAMS.map((p) => [rng.euid('P'), p.name, p.desc, companyId]), 'id, name')).map((r) => [r.name, r.id]),
  );
  const events = buildPaintlineEvents(windows, now, rng);
  await insertRows(tx, 'ino_programevent',
    ['program_id', 'machine_key', 'part_name', 'shift_date', 'shift_key', 'type', 'erp_trans', 'timestamp', 'end', 'quantity', 'reason_name', '_company_id'],
    events.map((e) => [programIds.get(e.programName), e.machine_key, e.programName, e.shift_date, e.shift_key, e.type, e.erp_trans, e.timestamp, e.end, e.quantity, e.reason_name, companyId]));
}
