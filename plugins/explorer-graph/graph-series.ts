import { TOTAL_FIELDS, totalsOf, type ProductionTotals, ZERO_TOTALS } from '../../core/oee';
import type { TableRow } from '../../core/table-query';

// The metric maths moved to core (shared with the map viewer); re-exported for this plugin's files.
export { formatMetric, metricValue, PERCENT_METRICS, TOTAL_FIELDS, totalsOf } from '../../core/oee';

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
