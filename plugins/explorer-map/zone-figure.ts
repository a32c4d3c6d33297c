import { metricStatus, type MetricStatus, type MetricThresholds } from '../../core/metrics';
import { DIRECTIONS, type Design } from '../../core/map-design';
import type { MetricKey } from '../../core/model';
import { formatMetric, metricValue, sumTotals, type ProductionTotals } from '../../core/oee';

/** The words a zone says for its status (colour alone is not accessible); 'No results' is not a status. */
export const STATUS_WORDS: Readonly<Record<MetricStatus, string>> = { red: 'Danger', yellow: 'Caution', green: 'Good', none: '' };
export const NO_RESULTS = 'No results';

/**
 * A node's one figure on the wall: the explorer's chosen metric over the machines it stands for, its
 * status by the company's Metric Setup thresholds (core's one colour rule) and that status in words.
 * `machines` counts the machines rolled up; `empty` is a node whose machines have no results in the
 * selection, drawn as such rather than as a neutral tile that looks fine.
 */
export type ZoneFigure =
  | { empty: false; metric: MetricKey; value: number; text: string; status: MetricStatus; word: string; machines: number }
  | { empty: true; metric: MetricKey; machines: number };

/**
 * The machine keys a node stands for: its own machine, and every machine on the levels its drill
 * links lead to, level by level down (a zone's area, a site's areas). Each level is visited once,
 * so links that lead back up do not loop.
 */
export function machinesUnder(design: Design, nodeId: string): string[] {
  const keys = new Set<string>();
  const own = design.machine_xref.node_to_key[nodeId];
  if (own) keys.add(own);
  const node = Object.values(design.flows).flatMap((f) => f.nodes).find((n) => n.id === nodeId);
  const seen = new Set<string>();
  const queue = node ? linkedFlows(node.data.extra) : [];
  while (queue.length > 0) {
    const flowId = queue.shift()!;
    if (seen.has(flowId) || !design.flows[flowId]) continue;
    seen.add(flowId);
    for (const n of design.flows[flowId].nodes) {
      const key = design.machine_xref.node_to_key[n.id];
      if (key) keys.add(key);
      queue.push(...linkedFlows(n.data.extra));
    }
  }
  return [...keys].sort();
}

function linkedFlows(extra: Design['flows'][string]['nodes'][number]['data']['extra']): string[] {
  return DIRECTIONS.map((d) => extra[`link_${d.toLowerCase()}` as 'link_n']).filter((id) => id !== '');
}

/**
 * The figure of a node standing for `machineKeys`: their summed seconds and counts (core's roll-up,
 * never averaged percentages, so a zone of one area equals the area's own result row) through the
 * metric's formula. Null for a node that stands for no machine (a storage location, a label).
 */
export function zoneFigure(
  machineKeys: readonly string[],
  totals: ReadonlyMap<string, ProductionTotals>,
  metric: MetricKey,
  thresholds: MetricThresholds,
): ZoneFigure | null {
  if (machineKeys.length === 0) return null;
  const found = machineKeys.map((k) => totals.get(k)).filter((t): t is ProductionTotals => t !== undefined);
  if (found.length === 0) return { empty: true, metric, machines: machineKeys.length };
  const value = metricValue(sumTotals(found), metric);
  const { status } = metricStatus(metric, value, thresholds[metric]);
  return { empty: false, metric, value, text: formatMetric(value, metric), status, word: STATUS_WORDS[status], machines: machineKeys.length };
}
