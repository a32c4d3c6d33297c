import { metricDefinition, type MetricKey } from '../../../core/metrics';
import { metricValue, oeeMetrics, sumTotals, totalsOf, type MachineUnder, type ProductionTotals, type ReasonBar } from '../../../core/oee';
import type { TableRow } from '../../../core/table-query';

/** One machine's line of the ranking. */
export interface RankedMachine {
  euid: string;
  key: string;
  name: string;
  /** The chosen metric over the scope, from the machine's summed seconds and counts. */
  value: number;
  /** The same metric over the previous period of the same length; null when it had no results. */
  previous: number | null;
  /** Hours lost, in seconds: availability (unplanned down), performance (speed loss), quality (scrap loss). */
  availabilityLossSecs: number;
  performanceLossSecs: number;
  qualityLossSecs: number;
  /** Downtime reasons by counted minutes, largest first (the event analysis's Pareto for this machine). */
  reasons: readonly ReasonBar[];
}

/** Which way is bad for a metric: BELOW (low is bad: rates, counts) or ABOVE (losses, downtime). */
export type DangerState = 'BELOW' | 'ABOVE';

/** The company's Metric Setup direction when set, else the catalogue's. */
export function dangerStateOf(metric: MetricKey, companySetting?: unknown): DangerState {
  const s = String(companySetting ?? '').toUpperCase();
  return s === 'ABOVE' || s === 'BELOW' ? s : metricDefinition(metric).setup.danger_state;
}

/** Each machine's result rows summed (seconds and counts, never percentages), by entity euid. */
export function totalsByMachine(rows: readonly TableRow[]): Map<string, ProductionTotals> {
  const byMachine = new Map<string, ProductionTotals[]>();
  for (const row of rows) {
    const euid = String((row.entity as { euid?: unknown } | undefined)?.euid ?? '');
    const list = byMachine.get(euid) ?? [];
    list.push(totalsOf(row));
    byMachine.set(euid, list);
  }
  return new Map([...byMachine.entries()].map(([euid, list]) => [euid, sumTotals(list)]));
}

export interface RankingInput {
  machines: readonly MachineUnder[];
  metric: MetricKey;
  dangerState: DangerState;
  currentRows: readonly TableRow[];
  previousRows: readonly TableRow[];
  /** Downtime reasons by machine key. */
  reasons: ReadonlyMap<string, readonly ReasonBar[]>;
}

/**
 * Every machine with results in the scope, worst first by the metric: ascending where low is bad,
 * descending where high is bad; ties by machine name so the order is stable between loads.
 */
export function rankMachines(input: RankingInput): RankedMachine[] {
  const current = totalsByMachine(input.currentRows);
  const previous = totalsByMachine(input.previousRows);
  const ranked = input.machines.flatMap((m): RankedMachine[] => {
    const totals = current.get(m.euid);
    if (!totals) return [];
    const oee = oeeMetrics(totals);
    const before = previous.get(m.euid);
    return [{
      euid: m.euid,
      key: m.key,
      name: m.name,
      value: metricValue(totals, input.metric),
      previous: before ? metricValue(before, input.metric) : null,
      availabilityLossSecs: totals.unplanned_down_secs,
      performanceLossSecs: oee.speed_loss_secs,
      qualityLossSecs: oee.scrap_loss_secs,
      reasons: input.reasons.get(m.key) ?? [],
    }];
  });
  return sortRanking(ranked, 'value', input.dangerState === 'BELOW' ? 'asc' : 'desc');
}

export type RankingColumn = 'name' | 'value' | 'availabilityLoss' | 'performanceLoss' | 'qualityLoss' | 'downtime' | 'trend';
export type SortDirection = 'asc' | 'desc';

/** A machine's counted downtime minutes over its reasons. */
export const downtimeMinutesOf = (m: RankedMachine): number => m.reasons.reduce((sum, r) => sum + r.amount, 0);

const SORT_KEYS: Record<Exclude<RankingColumn, 'name'>, (m: RankedMachine) => number> = {
  value: (m) => m.value,
  availabilityLoss: (m) => m.availabilityLossSecs,
  performanceLoss: (m) => m.performanceLossSecs,
  qualityLoss: (m) => m.qualityLossSecs,
  downtime: downtimeMinutesOf,
  // Machines without a previous period sort after every change, whichever the direction.
  trend: (m) => (m.previous === null ? Number.NaN : m.value - m.previous),
};

/** The ranking sorted by a column; ties (and missing trends, always last) fall back to the machine name. */
export function sortRanking(rows: readonly RankedMachine[], column: RankingColumn, direction: SortDirection): RankedMachine[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: RankedMachine, b: RankedMachine) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key);
  if (column === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const key = SORT_KEYS[column];
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (Number.isNaN(ka) !== Number.isNaN(kb)) return Number.isNaN(ka) ? 1 : -1;
    return (Number.isNaN(ka) ? 0 : sign * (ka - kb)) || byName(a, b);
  });
}
