import type { EventType } from '../model';
import { downtimeMinutes } from './downtime';
import type { Instant } from './instant';

/** The fields of an input event (bigbrain_inpevent) the event analysis reads. */
export interface AnalysedEvent {
  timestamp: string;
  end?: string | null;
  type: EventType | string;
  quantity: number | string | null;
  reason_name?: string | null;
  shift_date: string;
  shift_key: string;
  /** DOWN: the minutes counted for this event in its window (downtimeInWindows); absent, end minus start. */
  minutes?: number;
}

/** Events without a reason are grouped under this label (our decision: the spec is silent). */
export const NO_REASON = '(no reason)';

/**
 * What one event weighs in the analysis: downtime in minutes (end, or now while open, minus the
 * timestamp, / 60000: document 2 §9), every other type its quantity of units.
 */
export function eventAmount(event: AnalysedEvent, now: Instant): number {
  if (event.type === 'DOWN' && event.minutes !== undefined) return event.minutes;
  if (event.type === 'DOWN') return downtimeMinutes(event.timestamp, event.end ?? null, now);
  const q = Number(event.quantity ?? 0);
  return Number.isFinite(q) ? q : 0;
}

export interface ReasonBar {
  reason: string;
  amount: number;
  events: number;
  /** This reason's share of the total, 0..1. */
  share: number;
  /** Running share of this reason and all larger ones, 0..1 (the Pareto line). */
  cumulativeShare: number;
}

/** The 'by reason' Pareto: reasons by lost minutes or units, largest first, with the cumulative share. */
export function reasonPareto(events: readonly AnalysedEvent[], now: Instant): ReasonBar[] {
  const sums = new Map<string, { amount: number; events: number }>();
  for (const e of events) {
    const reason = e.reason_name?.trim() || NO_REASON;
    const s = sums.get(reason) ?? { amount: 0, events: 0 };
    s.amount += eventAmount(e, now);
    s.events += 1;
    sums.set(reason, s);
  }
  const total = [...sums.values()].reduce((a, s) => a + s.amount, 0);
  // Ties keep a stable order by name, so the chart does not reshuffle between loads.
  const sorted = [...sums.entries()].sort(([ra, a], [rb, b]) => b.amount - a.amount || ra.localeCompare(rb));
  let running = 0;
  return sorted.map(([reason, s]) => {
    running += s.amount;
    return { reason, amount: s.amount, events: s.events, share: total > 0 ? s.amount / total : 0, cumulativeShare: total > 0 ? running / total : 0 };
  });
}

export interface ByDateSeries {
  /** The shift (upper case, as stored), or 'ALL' when not grouped by shift. */
  name: string;
  /** One amount per date of `dates`. */
  amounts: number[];
}

export interface ByDateChart {
  dates: string[];
  series: ByDateSeries[];
}

const ALL_SHIFTS_SERIES = 'ALL';

/**
 * The 'By Date' chart: amounts per shift date, one series per shift unless shifts are combined or
 * summary mode is on (then a single series). `shiftOrder` (upper case) orders the series; shifts
 * outside it follow by name. `days` (the chosen range) are shown even without events, as zero, so a
 * quiet day reads as quiet rather than missing.
 */
export function eventsByDate(events: readonly AnalysedEvent[], now: Instant, byShift: boolean, shiftOrder: readonly string[] = [], days: readonly string[] = []): ByDateChart {
  const dates = [...new Set([...days, ...events.map((e) => e.shift_date.slice(0, 10))])].sort();
  const index = new Map(dates.map((d, i) => [d, i]));
  const series = new Map<string, number[]>();
  for (const e of events) {
    const name = byShift ? e.shift_key.toUpperCase() : ALL_SHIFTS_SERIES;
    let amounts = series.get(name);
    if (!amounts) series.set(name, (amounts = dates.map(() => 0)));
    amounts[index.get(e.shift_date.slice(0, 10))!]! += eventAmount(e, now);
  }
  const rank = (n: string) => {
    const i = shiftOrder.indexOf(n);
    return i < 0 ? shiftOrder.length : i;
  };
  const names = [...series.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { dates, series: names.map((name) => ({ name, amounts: series.get(name)! })) };
}

/** The sum of every event's amount (minutes of downtime, or units). */
export function eventTotal(events: readonly AnalysedEvent[], now: Instant): number {
  return events.reduce((sum, e) => sum + eventAmount(e, now), 0);
}
