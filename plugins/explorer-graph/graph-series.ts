import { oeeMetrics, type ProductionTotals, ZERO_TOTALS } from '../../core/oee';
import type { MetricKey } from '../../core/model';
import type { TableRow } from '../../core/table-query';

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

export function totalsOf(row: TableRow): ProductionTotals {
  const t = { ...ZERO_TOTALS };
  for (const f of TOTAL_FIELDS) t[f] = Number(row[f] ?? 0) || 0;
  return t;
}

export function addTotals(a: ProductionTotals, b: ProductionTotals): ProductionTotals {
  const t = { ...a };
  for (const f of TOTAL_FIELDS) t[f] = a[f] + b[f];
  return t;
}

export interface SeriesPoint {
  bucket: string;
  totals: ProductionTotals;
}

export interface Series {
  /** The entity's name, or '' for the rolled-up selection. */
  name: string;
  points: SeriesPoint[];
}

/**
 * Groups result rows into buckets (shift dates for a range, shift keys for a day) and sums their
 * seconds and counts, so a site's bucket equals the formulas applied to its machines' sums. One
 * series for the whole selection, or one per entity when children are shown.
 */
export function buildSeries(rows: readonly TableRow[], bucketOf: (row: TableRow) => string, order: readonly string[], perEntity: boolean): Series[] {
  const groups = new Map<string, Map<string, ProductionTotals>>();
  for (const row of rows) {
    const entity = perEntity ? String((row.entity as { name?: unknown } | undefined)?.name ?? '') : '';
    const bucket = bucketOf(row);
    const byBucket = groups.get(entity) ?? new Map<string, ProductionTotals>();
    groups.set(entity, byBucket);
    byBucket.set(bucket, addTotals(byBucket.get(bucket) ?? ZERO_TOTALS, totalsOf(row)));
  }
  const rank = (b: string) => {
    const i = order.indexOf(b);
    return i === -1 ? order.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, byBucket]) => ({
      name,
      points: [...byBucket.entries()]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([bucket, totals]) => ({ bucket, totals })),
    }));
}

/** The whole selection's totals (every series, every bucket). */
export function grandTotals(series: readonly Series[]): ProductionTotals {
  return series.flatMap((s) => s.points).reduce((acc, p) => addTotals(acc, p.totals), ZERO_TOTALS);
}
