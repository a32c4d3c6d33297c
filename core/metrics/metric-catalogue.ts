import { paletteHex } from './palette';
import type { MetricDefinition, MetricSetupDefaults } from './metric-definition';

// Default setups (the demo plant's bigbrain_metricsetup rows): rates use the specification's red 70,
// yellow 90, green 95 (document 1, section 3); losses are bad when high; counts have no thresholds.
const RATE: MetricSetupDefaults = { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW', stacked_bar: false };
const LOSS: MetricSetupDefaults = { danger_min: 15, caution_min: 8, standard_min: 3, danger_state: 'ABOVE', stacked_bar: false };
const DOWNTIME: MetricSetupDefaults = { ...LOSS, stacked_bar: true };
const COUNT: MetricSetupDefaults = { danger_min: 0, caution_min: 0, standard_min: 0, danger_state: 'BELOW', stacked_bar: true };

/**
 * The metrics of the specification (document 1, section 3), one row each, in their canonical order.
 * A new metric is one row here plus its result column: keys, labels, values, percent handling,
 * query fields, report columns, the server's columns and the engine's writes all derive from it.
 */
export const METRIC_CATALOGUE = [
  { key: 'EFFICIENCY', label: 'Efficiency', kind: 'percent', formula: (_t, m) => m.efficiency * 100, column: 'efficiency_percent', perSchedule: true, setup: RATE, palette: 'blue' },
  { key: 'PERFORMANCE', label: 'Performance', kind: 'percent', formula: (_t, m) => m.performance * 100, column: 'performance_percent', perSchedule: true, setup: RATE, palette: 'violet' },
  { key: 'AVAILABILITY', label: 'Availability', kind: 'percent', formula: (_t, m) => m.availability * 100, column: 'availability_percent', perSchedule: true, setup: RATE, palette: 'sky' },
  { key: 'QUALITY', label: 'Quality', kind: 'percent', formula: (_t, m) => m.quality * 100, column: 'quality_percent', perSchedule: true, setup: RATE, palette: 'emerald' },
  { key: 'SCRAP_LOSS', label: 'Scrap Loss', kind: 'percent', formula: (_t, m) => m.scrap_loss * 100, column: 'scrap_loss_percent', perSchedule: false, setup: LOSS, palette: 'cyan' },
  { key: 'SPEED_LOSS', label: 'Speed Loss', kind: 'percent', formula: (_t, m) => m.speed_loss * 100, column: 'speed_loss_percent', perSchedule: false, setup: LOSS, palette: 'amber' },
  { key: 'PLANNED_DOWN', label: 'Planned Down', kind: 'percent', formula: (_t, m) => m.planned_down * 100, column: 'planned_down_percent', perSchedule: false, setup: DOWNTIME, palette: 'purple' },
  { key: 'UNPLANNED_DOWN', label: 'Unplanned Down', kind: 'percent', formula: (_t, m) => m.unplanned_down * 100, column: 'unplanned_down_percent', perSchedule: false, setup: DOWNTIME, palette: 'red' },
  { key: 'PRODUCTION', label: 'Production', kind: 'count', formula: (t) => t.units_produced, column: 'units_produced', perSchedule: true, columnHeader: 'Produced', setup: COUNT, palette: 'indigo' },
  { key: 'SCRAP', label: 'Scrap', kind: 'count', formula: (t) => t.units_scrapped, column: 'units_scrapped', perSchedule: true, columnHeader: 'Scrapped', setup: COUNT, palette: 'orange' },
  { key: 'REJECT', label: 'Reject', kind: 'count', formula: (t) => t.units_rejected, column: 'units_rejected', perSchedule: true, columnHeader: 'Rejected', setup: COUNT, palette: 'fuchsia' },
  { key: 'REWORK', label: 'Rework', kind: 'count', formula: (t) => t.units_reworked, column: 'units_reworked', perSchedule: true, columnHeader: 'Reworked', setup: COUNT, palette: 'yellow' },
  { key: 'GOOD', label: 'Good', kind: 'count', formula: (_t, m) => m.units_good, column: 'units_good', perSchedule: true, setup: COUNT, palette: 'green' },
] as const satisfies readonly MetricDefinition[];

export type MetricKey = (typeof METRIC_CATALOGUE)[number]['key'];

/** The result columns that hold the metrics' values. */
export type MetricColumn = (typeof METRIC_CATALOGUE)[number]['column'];

/** The metric keys in their canonical order. */
export const METRIC_KEYS: readonly MetricKey[] = Object.freeze(METRIC_CATALOGUE.map((d) => d.key));

const BY_KEY: ReadonlyMap<string, MetricDefinition<MetricKey>> = new Map(METRIC_CATALOGUE.map((d) => [d.key, d]));

/** The catalogue row of a metric key. */
export function metricDefinition(key: MetricKey): MetricDefinition<MetricKey> {
  return BY_KEY.get(key)!;
}

/** A metric's chart colour: the hex of its palette slot. */
export function metricColour(key: MetricKey): string {
  return paletteHex(metricDefinition(key).palette);
}
