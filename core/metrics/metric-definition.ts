import type { OeeMetrics, ProductionTotals } from '../oee/oee';
import type { PaletteColourName } from './palette';

/** How a metric's value reads: a percentage 0..100, a number of units, or seconds. */
export type MetricKind = 'percent' | 'count' | 'duration';

/** The unit each kind is shown in. */
export const METRIC_UNITS: Readonly<Record<MetricKind, string>> = Object.freeze({ percent: '%', count: 'units', duration: 's' });

/** A metric's default setup (bigbrain_metricsetup): thresholds, the side that is bad, and its chart form. */
export interface MetricSetupDefaults {
  danger_min: number;
  caution_min: number;
  standard_min: number;
  /** BELOW: low values are bad (rates); ABOVE: high values are bad (losses). */
  danger_state: 'BELOW' | 'ABOVE';
  stacked_bar: boolean;
}

/** One row of the metric catalogue: everything the screens, reports, server and engine need to know of a metric. */
export interface MetricDefinition<K extends string = string> {
  key: K;
  /** The built-in label (document 1, section 3); a company's metric_names override it. */
  label: string;
  kind: MetricKind;
  /**
   * The value from summed seconds and counts (never an average of percentages): a percentage 0..100,
   * units or seconds. `m` is `oeeMetrics(t)`, computed once for all metrics of the same totals.
   */
  formula: (t: ProductionTotals, m: OeeMetrics) => number;
  /** The result column holding the value in bigbrain_resentity (and bigbrain_resschedule when perSchedule). */
  column: string;
  /** Also stored per schedule in bigbrain_resschedule, and shown in the Schedule Data report. */
  perSchedule: boolean;
  /** The report's column header; default: the label, with ' %' for a percentage. */
  columnHeader?: string;
  setup: MetricSetupDefaults;
  /** The metric's own chart colour, one of the 22 named palette colours (document 2, section 9). */
  palette: PaletteColourName;
}

/** The SQL type of a metric's result column: counts are numeric, percentages and seconds float8. */
export function metricColumnType(def: Pick<MetricDefinition, 'kind'>): 'numeric' | 'float8' {
  return def.kind === 'count' ? 'numeric' : 'float8';
}

/** The header of a metric's column in a report. */
export function metricColumnHeader(def: Pick<MetricDefinition, 'label' | 'kind' | 'columnHeader'>): string {
  return def.columnHeader ?? (def.kind === 'percent' ? `${def.label} %` : def.label);
}
