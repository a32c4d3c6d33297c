import { METRIC_CATALOGUE, metricDefinition, type MetricKey } from '../metrics/metric-catalogue';
import type { MetricDefinition } from '../metrics/metric-definition';
import { formatHms } from './format-hms';
import { oeeMetrics, ZERO_TOTALS, type ProductionTotals } from './oee';

/** Columns of bigbrain_resentity the dashboard sums: seconds and counts, never percentages. */
export const TOTAL_FIELDS = [
  'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'ideal_secs', 'good_secs',
  'units_produced', 'units_scrapped', 'units_rejected', 'units_reworked',
] as const satisfies ReadonlyArray<keyof ProductionTotals>;

/** The metrics shown as percentages 0..100 (the catalogue's percent rows). */
export const PERCENT_METRICS: ReadonlySet<MetricKey> = new Set(METRIC_CATALOGUE.filter((d) => d.kind === 'percent').map((d) => d.key));

/** The value of a metric from summed seconds and counts: rates and losses in percent (0..100), units as counts. */
export function metricValue(t: ProductionTotals, metric: MetricKey): number {
  return metricDefinition(metric).formula(t, oeeMetrics(t));
}

/** Every catalogue metric's value from the same summed seconds and counts (the OEE breakdown computed once). */
export function metricValues(t: ProductionTotals): Record<MetricKey, number>;
export function metricValues<K extends string>(t: ProductionTotals, catalogue: readonly MetricDefinition<K>[]): Record<K, number>;
export function metricValues(t: ProductionTotals, catalogue: readonly MetricDefinition[] = METRIC_CATALOGUE): Record<string, number> {
  const m = oeeMetrics(t);
  return Object.fromEntries(catalogue.map((d) => [d.key, d.formula(t, m)]));
}

/** Percentages to 2 decimals, units as whole numbers (document 3: values from the server), seconds as HH:MM:SS. */
export function formatMetric(value: number, metric: MetricKey): string {
  const { kind } = metricDefinition(metric);
  if (kind === 'percent') return `${value.toFixed(2)} %`;
  if (kind === 'duration') return formatHms(value);
  return Math.round(value).toLocaleString('en-US');
}

/** A result row's seconds and counts as numbers (numeric columns may arrive as text). */
export function totalsOf(row: Readonly<Record<string, unknown>>): ProductionTotals {
  const t = { ...ZERO_TOTALS };
  for (const f of TOTAL_FIELDS) t[f] = Number(row[f] ?? 0) || 0;
  return t;
}
