import { metricDefinition, type MetricSetupDefaults } from '../../core/metrics';
import { METRIC_KEYS, type MetricKey } from '../../core/model';
import { DEMO_PLANT_NAME, DEMO_PLANT_USERS, type DemoUser } from './demo-users';
import { DEMO_SHIFTS, LOCATIONS, MACHINE_FAMILIES, REASONS, SITES, type ReasonTemplate } from './plant-catalog';
import { createSeededRandom } from './seeded-random';

export interface PlannedEntity {
  euid: string;
  key: string;
  name: string;
  desc: string;
  /** Key of the parent entity (the company's key for sites). */
  parentKey: string | null;
}

export interface MetricSetupRow extends MetricSetupDefaults {
  metric_key: MetricKey;
}

export interface DemoPlantPlan {
  company: PlannedEntity & { industry: string; timezone: string };
  sites: PlannedEntity[];
  areas: PlannedEntity[];
  machines: PlannedEntity[];
  shifts: typeof DEMO_SHIFTS;
  parts: Array<{ name: string; desc: string; ppm: number }>;
  operations: Array<{ partName: string; name: string; desc: string; ppm: number | null }>;
  reasons: readonly ReasonTemplate[];
  metricSetup: MetricSetupRow[];
  users: Array<DemoUser & { euid: string }>;
  downtimes: Array<{ message: string; start_epoch: number; end_epoch: number; time_epoch: number | null; updated_epoch: number; global: boolean }>;
  locations: ReadonlyArray<{ key: string; name: string; desc: string }>;
  inventory: Array<{ part_name: string; desc: string; location_key: string; qty: number }>;
}

export interface DemoPlantOptions {
  machines: number;
  seed?: number;
  /** Epoch ms the scheduled-downtime notices are placed around; default: the current time. */
  now?: number;
  timezone?: string;
}

export const DEFAULT_DEMO_SEED = 20250423;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A metric's setup row: its catalogue defaults (rates bad when low, losses bad when high, counts without thresholds). */
export function metricSetupFor(key: MetricKey): MetricSetupRow {
  return { metric_key: key, ...metricDefinition(key).setup };
}

/**
 * The demo plant as data, computed from the seed alone (plus `now` for the downtime notices), so the
 * same seed always gives the same plant. Machines are dealt to the five areas in turn.
 */
export function planDemoPlant(opts: DemoPlantOptions): DemoPlantPlan {
  const { machines: machineCount, seed = DEFAULT_DEMO_SEED, now = Date.now(), timezone = 'US/Eastern' } = opts;
  if (!Number.isInteger(machineCount) || machineCount < 1 || machineCount > 100_000) {
    throw new Error(`machines must be a whole number from 1 to 100000, got ${machineCount}`);
  }
  const rng = createSeededRandom(seed);
  const company = { euid: rng.euid('C'), key: 'DEMO', name: DEMO_PLANT_NAME, desc: 'Automotive components: stamping, machining, welding, assembly', parentKey: null, industry: 'automotive', timezone };
  const sites = SITES.map((s) => ({ euid: rng.euid('S'), key: s.key, name: s.name, desc: s.desc, parentKey: company.key }));
  const areaTemplates = SITES.flatMap((s) => s.areas.map((a) => ({ site: s, area: a })));
  const areas = areaTemplates.map(({ site, area }) => ({ euid: rng.euid('A'), key: area.key, name: area.name, desc: area.desc, parentKey: site.key }));

  const perFamily = new Map<string, number>();
  const digits = Math.max(2, String(machineCount).length);
  const machines: PlannedEntity[] = [];
  for (let i = 0; i < machineCount; i++) {
    const { area } = areaTemplates[i % areaTemplates.length]!;
    const inArea = Math.floor(i / areaTemplates.length);
    const family = area.families[inArea % area.families.length]!;
    const n = (perFamily.get(family.name) ?? 0) + 1;
    perFamily.set(family.name, n);
    const number = family.pad ? String(n).padStart(digits, '0') : String(n);
    machines.push({ euid: rng.euid('M'), key: `${family.keyPrefix}-${String(n).padStart(digits, '0')}`, name: `${family.name} ${number}`, desc: family.desc, parentKey: area.key });
  }

  const parts = MACHINE_FAMILIES.flatMap((f) => f.parts.map((p) => ({ name: p.name, desc: `${p.desc} (${f.name})`, ppm: p.ppm })));
  const operations = parts.flatMap((p) => [
    { partName: p.name, name: 'OP10', desc: 'First operation', ppm: null },
    // Some second operations run at their own rate, overriding the part's.
    { partName: p.name, name: 'OP20', desc: 'Second operation', ppm: rng.chance(0.5) ? Math.round(p.ppm * rng.between(0.8, 1.25) * 100) / 100 : null },
  ]);

  const users = DEMO_PLANT_USERS.map((u) => ({ ...u, euid: rng.euid('U') }));

  const dayStart = Math.floor(now / DAY) * DAY;
  const maintenanceAt = dayStart + 7 * DAY + 6 * HOUR;
  const downtimes = [
    { message: 'Scheduled maintenance: the workbench will be unavailable for 30 minutes from [TIME].', start_epoch: dayStart - DAY, end_epoch: maintenanceAt + HOUR, time_epoch: maintenanceAt, updated_epoch: dayStart - DAY, global: true },
    { message: 'North Plant network upgrade finished; data from the presses may arrive late.', start_epoch: dayStart - 10 * DAY, end_epoch: dayStart - 8 * DAY, time_epoch: null, updated_epoch: dayStart - 10 * DAY, global: false },
  ];

  const inventory = parts.flatMap((p) =>
    [...LOCATIONS].filter(() => rng.chance(0.25)).map((l) => ({ part_name: p.name, desc: p.desc.slice(0, 50), location_key: l.key, qty: rng.int(1, 40) * 25 })),
  );

  return {
    company, sites, areas, machines, shifts: DEMO_SHIFTS, parts, operations, reasons: REASONS,
    metricSetup: METRIC_KEYS.map(metricSetupFor), users, downtimes, locations: LOCATIONS, inventory,
  };
}
