import { METRIC_CATALOGUE, type MetricColumn } from '../../core/metrics/metric-catalogue';
import { oeeMetrics, scheduleTotals, sumTotals, windowDowntimeSeconds, type DowntimeWindow, type ProductionTotals } from '../../core/oee';

/** The seconds a result row stores beside its metrics' columns. */
export const STORED_SECONDS = [
  'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'available_secs', 'operating_secs', 'ideal_secs', 'good_secs',
  'speed_loss_secs', 'scrap_loss_secs',
] as const;

export type StoredSeconds = Record<(typeof STORED_SECONDS)[number], number>;

/** One shift of one machine, in epoch ms: [start, end). */
export interface Window {
  start: number;
  end: number;
}

export type EventKind = 'PROD' | 'SCRP' | 'RJCT' | 'RWRK' | 'DOWN';

export interface WindowEvent {
  id: number;
  ts: number;
  /** DOWN only: null while the machine is still down. */
  end: number | null;
  type: EventKind;
  quantity: number;
  planned: boolean;
  part_name: string | null;
  operation: string | null;
}

export interface WindowSchedule {
  id: number;
  part_name: string;
  operation: string;
  quantity: number;
  ppm: number;
}

export interface Counts {
  transaction_count: number;
  units_produced: number;
  units_scrapped: number;
  units_rejected: number;
  units_reworked: number;
}

/** The counted events of a window with one part and operation (the SQL groups them likewise). */
export interface CountGroup extends Counts {
  part_name: string | null;
  operation: string | null;
  max_event_pk: number | null;
}

export interface ScheduleResult {
  schedule: WindowSchedule;
  goal_pps: number;
  totals: ProductionTotals;
  transaction_count: number;
  max_event_pk: number | null;
  /** The part and operation groups counted for this schedule (its 15-minute buckets come from them). */
  groups: CountGroup[];
}

export interface WindowResult {
  /** The machine's totals for the shift: the sum of its schedules (counts only when nothing was scheduled). */
  totals: ProductionTotals;
  transaction_count: number;
  /** Goal rate weighted by scheduled seconds. */
  goal_pps: number;
  schedules: ScheduleResult[];
}

const zeroCounts = (): Counts => ({ transaction_count: 0, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });

function addCount(c: Counts, e: Pick<WindowEvent, 'type' | 'quantity'>): void {
  c.transaction_count += 1;
  if (e.type === 'PROD') c.units_produced += e.quantity;
  else if (e.type === 'SCRP') c.units_scrapped += e.quantity;
  else if (e.type === 'RJCT') c.units_rejected += e.quantity;
  else if (e.type === 'RWRK') c.units_reworked += e.quantity;
}

/** Planned and unplanned downtime seconds inside a window: core's one definition (core/oee/counted-downtime.ts). */
export function downtimeSeconds(events: readonly WindowEvent[], window: DowntimeWindow, now: number): { planned: number; unplanned: number } {
  const stops = events.filter((e) => e.type === 'DOWN').map((e) => ({ start: e.ts, end: e.end, planned: e.planned }));
  return windowDowntimeSeconds(stops, window, now);
}

function addGroup(c: Counts, g: Counts): void {
  c.transaction_count += g.transaction_count;
  c.units_produced += g.units_produced;
  c.units_scrapped += g.units_scrapped;
  c.units_rejected += g.units_rejected;
  c.units_reworked += g.units_reworked;
}

/** Planned run minutes of a schedule: how the shift's time and unattributed stops are shared. */
function weights(schedules: readonly WindowSchedule[]): number[] {
  const w = schedules.map((s) => (s.ppm > 0 ? s.quantity / s.ppm : 0));
  const total = w.reduce((a, b) => a + b, 0);
  return total > 0 ? w.map((x) => x / total) : schedules.map(() => 1 / schedules.length);
}

/** The schedule an event counts for: same part and operation, else same part, else the largest schedule. */
function scheduleIndex(schedules: readonly WindowSchedule[], share: readonly number[], e: Pick<CountGroup, 'part_name' | 'operation'>): number {
  const op = e.operation ?? '';
  let i = schedules.findIndex((s) => s.part_name === e.part_name && s.operation === op);
  if (i < 0) i = schedules.findIndex((s) => s.part_name === e.part_name);
  if (i < 0) i = share.indexOf(Math.max(...share));
  return i;
}

/** Groups a window's counted events by part and operation: what the engine's SQL does for it. */
export function groupEvents(window: Window, events: readonly WindowEvent[]): CountGroup[] {
  const groups = new Map<string, CountGroup>();
  for (const e of events) {
    if (e.type === 'DOWN' || e.ts < window.start || e.ts >= window.end) continue;
    const key = `${e.part_name}|${e.operation}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { part_name: e.part_name, operation: e.operation, max_event_pk: null, ...zeroCounts() }));
    addCount(g, e);
    g.max_event_pk = Math.max(g.max_event_pk ?? e.id, e.id);
  }
  return [...groups.values()];
}

/**
 * Results of one machine's shift. The window is scheduled up to now (a shift in progress counts
 * its elapsed part); counts are the window's events grouped by part and operation, each group
 * counted for the schedule of its part; downtime (DOWN events) is clipped to the window.
 */
export function computeWindow(window: Window, schedules: readonly WindowSchedule[], groups: readonly CountGroup[], downs: readonly WindowEvent[], now: number): WindowResult {
  const effectiveEnd = Math.max(window.start, Math.min(window.end, now));
  const scheduledSecs = schedules.length > 0 ? (effectiveEnd - window.start) / 1000 : 0;
  const down = downtimeSeconds(downs, { start: window.start, end: effectiveEnd, scheduled: schedules.length > 0 }, now);
  const share = weights(schedules);
  const counts = schedules.map(zeroCounts);
  const owned = schedules.map((): CountGroup[] => []);
  const maxPk = schedules.map((): number | null => null);
  const unscheduled = zeroCounts();

  for (const g of groups) {
    if (schedules.length === 0) {
      addGroup(unscheduled, g);
      continue;
    }
    const i = scheduleIndex(schedules, share, g);
    addGroup(counts[i], g);
    owned[i].push(g);
    if (g.max_event_pk !== null) maxPk[i] = Math.max(maxPk[i] ?? g.max_event_pk, g.max_event_pk);
  }

  const results: ScheduleResult[] = schedules.map((s, i) => {
    const goal_pps = s.ppm / 60;
    const totals = scheduleTotals({
      scheduled_secs: scheduledSecs * share[i],
      planned_down_secs: down.planned * share[i],
      unplanned_down_secs: down.unplanned * share[i],
      goal_pps,
      ...counts[i],
    });
    return { schedule: s, goal_pps, totals, transaction_count: counts[i].transaction_count, max_event_pk: maxPk[i], groups: owned[i] };
  });

  const totals = schedules.length > 0 ? sumTotals(results.map((r) => r.totals)) : scheduleTotals({ ...unscheduled, scheduled_secs: 0, planned_down_secs: 0, unplanned_down_secs: 0, goal_pps: 0 });
  const transaction_count = schedules.length > 0 ? counts.reduce((a, c) => a + c.transaction_count, 0) : unscheduled.transaction_count;
  const goal_pps = totals.scheduled_secs > 0 ? results.reduce((a, r) => a + r.goal_pps * r.totals.scheduled_secs, 0) / totals.scheduled_secs : 0;
  return { totals, transaction_count, goal_pps, schedules: results };
}

/** The stored form of totals: their seconds, and every catalogue metric's value in its result column. */
export function resultColumns(t: ProductionTotals): StoredSeconds & Record<MetricColumn, number> {
  const m = oeeMetrics(t);
  const stored = {
    scheduled_secs: t.scheduled_secs,
    planned_down_secs: t.planned_down_secs,
    unplanned_down_secs: t.unplanned_down_secs,
    available_secs: m.available_secs,
    operating_secs: m.operating_secs,
    ideal_secs: t.ideal_secs,
    good_secs: t.good_secs,
    speed_loss_secs: m.speed_loss_secs,
    scrap_loss_secs: m.scrap_loss_secs,
  } as StoredSeconds & Record<MetricColumn, number>;
  for (const d of METRIC_CATALOGUE) stored[d.column] = d.formula(t, m);
  return stored;
}
