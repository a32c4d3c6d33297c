import type { MetricKey } from '../model';
import { oeeMetrics, ZERO_TOTALS, type ProductionTotals } from './oee';

/** Columns of bigbrain_resentity the dashboard sums: seconds and counts, never percentages. */
export const TOTAL_FIELDS = [
  'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'ideal_secs', 'good_secs',
  'units_produced', 'units_scrapped', 'units_rejected', 'units_reworked',
] as const satisfies ReadonlyArray<keyof ProductionTotals>;

export const PERCENT_METRICS: ReadonlySet<MetricKey> = new Set([
  'EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY', 'SCRAP_LOSS', 'SPEED_LOSS', 'PLANNED_DOWN', 'UNPLANNED_DOWN',
]);

/** The value of a metric from summed seconds and counts: rates and losses in percent (0..100), units as counts. */
export function metricValue(t: ProductionTotals, metric: MetricKey): number {
  const m = oeeMetrics(t);
  switch (metric) {
    case 'EFFICIENCY': return m.efficiency * 100;
    case 'PERFORMANCE': return m.performance * 100;
    case 'AVAILABILITY': return m.availability * 100;
    case 'QUALITY': return m.quality * 100;
    case 'SCRAP_LOSS': return m.scrap_loss * 100;
    case 'SPEED_LOSS': return m.speed_loss * 100;
    case 'PLANNED_DOWN': return m.planned_down * 100;
    case 'UNPLANNED_DOWN': return m.unplanned_down * 100;
    case 'PRODUCTION': return t.units_produced;
    case 'SCRAP': return t.units_scrapped;
    case 'REJECT': return t.units_rejected;
    case 'REWORK': return t.units_reworked;
    case 'GOOD': return m.units_good;
  }
}

/** Percentages to 2 decimals, units as whole numbers (document 3: values from the server). */
export function formatMetric(value: number, metric: MetricKey): string {
  return PERCENT_METRICS.has(metric) ? `${value.toFixed(2)} %` : Math.round(value).toLocaleString('en-US');
}

/** A result row's seconds and counts as numbers (numeric columns may arrive as text). */
export function totalsOf(row: Readonly<Record<string, unknown>>): ProductionTotals {
  const t = { ...ZERO_TOTALS };
  for (const f of TOTAL_FIELDS) t[f] = Number(row[f] ?? 0) || 0;
  return t;
}
