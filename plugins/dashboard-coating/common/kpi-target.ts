
/** The coating-line KPI metrics that carry a target (document 3, section 3, dataset ccc_kpitarget). */
export const KPI_METRICS = [
  'lineal_produced',
  'weight_produced',
  'tons_produced',
  'lf_per_hour',
  'msf_produced',
  'uptime_hours',
  'uptime_mins',
  'changeover_mins',
  'changeover_hours',
  'num_changeovers',
  'roll_count',
  'split_roll_count',
  'full_roll_count',
  'changeover_per_min',
  'roll_to_roll_mins',
  'lf_per_hour_with_downtime',
] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];

/** The one metric whose target also carries an expected downtime in minutes. */
export const DOWNTIME_KPI: KpiMetric = 'lf_per_hour_with_downtime';

export const KPI_TARGET_DEFAULTS = Object.freeze({ target: 0, yellow: 70, red: 50 });
export const KPI_DOWNTIME_DEFAULTS = Object.freeze({ red: 0, downtime: 120 });
export const KPI_DOWNTIME_MAX_MINUTES = 480;

export interface KpiTargetValues {
  target: number;
  yellow: number;
  red: number;
  /** Expected downtime in minutes; only for lf_per_hour_with_downtime. */
  downtime?: number;
}

/** Target defaults: target 0, yellow 70, red 50; lf_per_hour_with_downtime has red 0 and downtime 120. */
export function defaultKpiTarget(metric: KpiMetric): KpiTargetValues {
  const base = { ...KPI_TARGET_DEFAULTS };
  return metric === DOWNTIME_KPI ? { ...base, red: KPI_DOWNTIME_DEFAULTS.red, downtime: KPI_DOWNTIME_DEFAULTS.downtime } : base;
}

/** Column names of a metric's target in a ccc_kpitarget row: {m}, {m}_yellow, {m}_red, {m}_downtime. */
export function kpiTargetColumns(metric: KpiMetric) {
  return { target: metric, yellow: `${metric}_yellow`, red: `${metric}_red`, downtime: `${metric}_downtime` } as const;
}

/** A metric's target read from a ccc_kpitarget row (or none), with the defaults for missing columns. */
export function readKpiTarget(row: Readonly<Record<string, unknown>> | null | undefined, metric: KpiMetric): KpiTargetValues {
  const columns = kpiTargetColumns(metric);
  const defaults = defaultKpiTarget(metric);
  const pick = (column: string, fallback: number): number => {
    const v = row?.[column];
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  };
  const values: KpiTargetValues = {
    target: pick(columns.target, defaults.target),
    yellow: pick(columns.yellow, defaults.yellow),
    red: pick(columns.red, defaults.red),
  };
  if (metric === DOWNTIME_KPI) values.downtime = pick(columns.downtime, defaults.downtime!);
  return values;
}

/** A target value is shown with at least one decimal (12 shows as 12.0, 12.25 stays 12.25). */
export function formatTargetValue(value: number): string {
  const text = String(value);
  return Number.isInteger(value) ? value.toFixed(1) : text;
}

/** How far an actual value reaches its target, in percent; null without a positive target. */
export function percentOfTarget(actual: number, target: number): number | null {
  return target > 0 ? (actual / target) * 100 : null;
}
