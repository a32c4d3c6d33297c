import { SHIFTS_PER_DAY, STANDARD_SHIFT_MINUTES, goalForRange, downtimeGaugePercent, targetForView } from './coating-kpi';

/** Metrics that are rates or averages (README decision: their goals are not multiplied by the range's days). */
export const RATE_METRICS: ReadonlySet<KpiMetric> = new Set<KpiMetric>(['lf_per_hour', 'roll_to_roll_mins', 'lf_per_hour_with_downtime', 'changeover_per_min']);
import { percentOfTarget, type KpiMetric, type KpiTargetValues } from './kpi-target';

/** The summable columns of a ccc_coatingop row (document 3 §3). */
export const COATING_SUM_FIELDS = [
  'weight_produced', 'lineal_produced', 'msf_produced', 'uptime_hours', 'downtime_hours', 'uptime_mins',
  'changeover_mins', 'changeover_hours', 'num_changeovers', 'roll_count', 'split_roll_count', 'full_roll_count',
] as const;
export type CoatingSumField = (typeof COATING_SUM_FIELDS)[number];

export interface CoatingOpRow extends Record<CoatingSumField, number> {
  shift_date: string;
  shift_name: string;
  lf_per_hour: number;
  roll_to_roll_mins: number;
  changeover_per_min: number;
}

export interface CoatingTotals extends Record<CoatingSumField, number> {
  /** Shifts (rows) summed. */
  shifts: number;
}

const LB_PER_TON = 2000;

/** Adds rows' quantities; rates and averages are derived from the sums, never averaged. */
export function sumCoatingOps(rows: readonly Pick<CoatingOpRow, CoatingSumField>[]): CoatingTotals {
  const t = Object.fromEntries(COATING_SUM_FIELDS.map((f) => [f, 0])) as unknown as CoatingTotals;
  t.shifts = rows.length;
  for (const r of rows) for (const f of COATING_SUM_FIELDS) t[f] += Number(r[f]) || 0;
  return t;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/**
 * A KPI metric's actual value over summed shifts. Rates and per-event averages come from sums:
 * lf_per_hour = lineal / uptime hours; roll_to_roll_mins = uptime minutes / rolls;
 * changeover_per_min = changeover minutes / changeovers; tons = pounds / 2000.
 * lf_per_hour_with_downtime (README decision): lineal feet per hour of the shifts' run time
 * (uptime + downtime) less the expected downtime per 8-hour shift, so a line that lost exactly the
 * expected downtime scores its plain lf_per_hour.
 */
export function coatingActual(metric: KpiMetric, t: CoatingTotals, expectedDowntimeMinutes = 0): number {
  switch (metric) {
    case 'tons_produced':
      return t.weight_produced / LB_PER_TON;
    case 'lf_per_hour':
      return ratio(t.lineal_produced, t.uptime_hours);
    case 'roll_to_roll_mins':
      return ratio(t.uptime_mins, t.roll_count);
    case 'changeover_per_min':
      return ratio(t.changeover_mins, t.num_changeovers);
    case 'lf_per_hour_with_downtime': {
      const hours = t.uptime_hours + t.downtime_hours - (expectedDowntimeMinutes / 60) * t.shifts;
      return ratio(t.lineal_produced, Math.max(hours, t.uptime_hours));
    }
    default:
      return t[metric];
  }
}

export interface KpiGaugeReading {
  actual: number;
  /** The target scaled to the range and shift view (goals per 24 h, split by 3 for one shift). */
  goal: number;
  /** Actual as a percent of the goal, clamped 0..100 (document 3 §9); 0 without a goal. */
  percent: number;
}

/** One gauge card's numbers for a metric over a range of whole days (end inclusive, YYYY-MM-DD). */
export function kpiGaugeReading(metric: KpiMetric, t: CoatingTotals, target: KpiTargetValues, range: { start: string; end: string }, combineShifts: boolean): KpiGaugeReading {
  const actual = coatingActual(metric, t, target.downtime ?? 0);
  // A rate or per-changeover average does not grow with the days of the range; it keeps the shift rule only.
  const goal = RATE_METRICS.has(metric)
    ? targetForView(target.target, metric, combineShifts)
    : goalForRange(target.target, metric, { start: `${range.start}T00:00:00Z`, end: `${range.end}T23:59:59.999Z` }, combineShifts);
  const p = percentOfTarget(actual, goal);
  return { actual, goal, percent: p === null ? 0 : Math.min(100, Math.max(0, p)) };
}

/**
 * The downtime gauge (document 3 §9: a standard 8-hour shift): downtime minutes as a percent of
 * the shifts' standard minutes. With combined shifts a day counts as 3 shifts.
 */
export function downtimeReading(t: CoatingTotals): { minutes: number; percent: number; perShift: number } {
  const minutes = t.downtime_hours * 60;
  const shifts = Math.max(1, t.shifts);
  return { minutes, percent: downtimeGaugePercent(minutes, shifts), perShift: minutes / shifts };
}

export { SHIFTS_PER_DAY, STANDARD_SHIFT_MINUTES };

/** Rows grouped by a key (shift date, or its month), keys in ascending order. */
export function groupCoatingOps<R extends CoatingOpRow>(rows: readonly R[], key: (r: R) => string): Array<{ key: string; totals: CoatingTotals }> {
  const groups = new Map<string, R[]>();
  for (const r of rows) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => ({ key: k, totals: sumCoatingOps(rs) }));
}
