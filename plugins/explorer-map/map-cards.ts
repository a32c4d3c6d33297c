import { ABOVE_IDEAL_REASON, checkPasses, defaultDisplayMode, displayModeKind, metricStatus, type DisplayModeKind, type MetricThresholdSetup, type StoredMetricDisplayMode, type TrafficLight } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import type { NavState } from '../../core/navigation';
import { formatMetric, metricValue, PERCENT_METRICS, sumTotals, TOTAL_FIELDS, totalsOf, type ProductionTotals } from '../../core/oee';
import { allOf, mapQuery, type TableQueryRequest, type TableRow } from '../../core/table-query';

/** The metrics a card shows before the user has a metric layout. */
export const DEFAULT_CARD_METRICS: readonly MetricKey[] = ['EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY'];
const SUMMARY = 'SUMMARY';

/** One metric on a machine's card, in its display mode (document 1 §4, document 2 §9). */
export interface CardMetric {
  metric: MetricKey;
  kind: DisplayModeKind;
  value: number;
  text: string;
  /** Gauge or report: its red/yellow/green zone by the one colour rule (core metricStatus); none for counts without thresholds. */
  zone?: TrafficLight;
  /** Performance above 100 %, with the reason in words. */
  aboveIdeal?: string;
  /** Check: whether the value reaches its threshold. */
  passes?: boolean;
}

/** What a gauge or check says about its value, in words: its zone, or whether it passes. */
export function metricVerdict(m: CardMetric): string | undefined {
  const words = [m.kind === 'check' ? (m.passes ? 'passes' : 'below threshold') : m.zone, m.aboveIdeal].filter(Boolean);
  return words.length ? words.join('; ') : undefined;
}

/**
 * The map query (document 2 §7) for the machines on a map: result rows of those keys for the day
 * or range; with shifts combined only the SUMMARY rows, so a machine's shifts are not counted twice.
 */
export function mapRequest(state: Pick<NavState, 'time' | 'shift' | 'combineShifts'>, machineKeys: readonly string[]): TableQueryRequest {
  const q = mapQuery({ time: state.time, machineKeys, shift: state.shift, combineShifts: state.combineShifts });
  const combined = state.combineShifts || !state.shift;
  return {
    ...q,
    fields: ['shift_key', 'shift_date', 'entity.key', ...TOTAL_FIELDS],
    where: combined ? allOf(q.where, { shift_key: { _eq: SUMMARY } }) : q.where,
  };
}

/** Each machine's summed seconds and counts, by machine key (core's roll-up: sums, never averaged percentages). */
export function totalsByMachine(rows: readonly TableRow[]): Map<string, ProductionTotals> {
  const grouped = new Map<string, ProductionTotals[]>();
  for (const row of rows) {
    const key = String((row['entity'] as { key?: unknown } | undefined)?.key ?? '');
    if (!key) continue;
    (grouped.get(key) ?? grouped.set(key, []).get(key)!).push(totalsOf(row));
  }
  return new Map([...grouped].map(([key, list]) => [key, sumTotals(list)]));
}

/**
 * A card's metrics: the visible metrics in their display mode. A gauge or report value is coloured by
 * the company's Metric Setup thresholds (core metricStatus); where the company set none, a gauge
 * keeps its own red and yellow thresholds and a report value document 2 §9's bands. A check passes
 * at its threshold; counts have no scale, so a count set to gauge or check is shown as a report value.
 */
export function cardMetrics(
  totals: ProductionTotals,
  metrics: readonly MetricKey[],
  modes: Partial<Record<MetricKey, StoredMetricDisplayMode>>,
  thresholds: Partial<Record<string, MetricThresholdSetup>> = {},
): CardMetric[] {
  return metrics.map((metric) => {
    const mode = modes[metric] ?? defaultDisplayMode();
    const value = metricValue(totals, metric);
    const text = formatMetric(value, metric);
    const chosen = displayModeKind(mode) ?? 'report';
    const kind: DisplayModeKind = PERCENT_METRICS.has(metric) ? chosen : 'report';
    const gaugeOwn: MetricThresholdSetup = { danger_min: mode.red, caution_min: mode.yellow, standard_min: mode.green ?? mode.yellow, danger_state: 'BELOW' };
    const status = metricStatus(metric, value, thresholds[metric] ?? (kind === 'gauge' ? gaugeOwn : undefined));
    const flags = { ...(status.status === 'none' ? {} : { zone: status.status }), ...(status.aboveIdeal ? { aboveIdeal: ABOVE_IDEAL_REASON } : {}) };
    if (kind === 'check') return { metric, kind, value, text, passes: checkPasses(value / 100, mode.checkThreshold), ...(status.aboveIdeal ? { aboveIdeal: ABOVE_IDEAL_REASON } : {}) };
    return { metric, kind, value, text, ...flags };
  });
}
