import { DateTime } from 'luxon';
import type { EventType, Profile, Reason, Shift } from '../../core/model';
import { eventAmount, toEpochMs, type AnalysedEvent, type ByDateChart, type Instant } from '../../core/oee';
import { shiftWindowsForDate } from '../../core/shifts';
import { assertDateOnly } from '../../core/time';

/** An analysed event as the event query returns it: with its machine. */
export type MachineEvent = AnalysedEvent & { machine_key?: string | null };

export interface MachineBar {
  key: string;
  /** The machine's name from the entity tree, else its key. */
  name: string;
  amount: number;
  events: number;
  /** This machine's share of the total, 0..1. */
  share: number;
}

/**
 * Issue 35 point 5: where the losses happened. The machines ranked by lost minutes or units (ties
 * by name, so the chart does not reshuffle between loads); the shares sum to 1.
 */
export function machineBreakdown(events: readonly MachineEvent[], now: Instant, machines: ReadonlyArray<{ key: string; name: string }>): MachineBar[] {
  const names = new Map(machines.map((m) => [m.key, m.name]));
  const sums = new Map<string, { amount: number; events: number }>();
  for (const e of events) {
    const key = e.machine_key ?? '';
    const s = sums.get(key) ?? { amount: 0, events: 0 };
    s.amount += eventAmount(e, now);
    s.events += 1;
    sums.set(key, s);
  }
  const total = [...sums.values()].reduce((a, s) => a + s.amount, 0);
  return [...sums.entries()]
    .map(([key, s]) => ({ key, name: names.get(key) ?? key, amount: s.amount, events: s.events, share: total > 0 ? s.amount / total : 0 }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

const HOUR_MS = 3_600_000;

export interface ByHourInput {
  /** The one shift date shown. */
  day: string;
  /** Each machine's zone, by key; the hour labels are read in `labelZone`. */
  zones: ReadonlyMap<string, string>;
  labelZone: string;
  shifts: readonly Shift[];
  byShift: boolean;
  shiftOrder: readonly string[];
}

/**
 * Issue 35 point 5: one shift date by hour (a single day "By Date" was one bar filling the chart).
 * The hours run over the day's shift windows, labelled HH:00 in the selected entity's zone. A unit
 * event counts in the hour of its time stamp; a stop's counted minutes (downtimeInWindows: one entry
 * per shift window) are spread over the hours its [start, end or now) covers inside that window, in
 * proportion to the time in each, so the hours add up to the day's total and no hour holds more than
 * the stop's own minutes in it. Series per shift as the by-date chart (unless shifts are combined).
 */
export function eventsByHour(events: readonly MachineEvent[], now: Instant, input: ByHourInput): ByDateChart {
  const nowMs = toEpochMs(now, 'current time');
  const windowsOf = (zone: string) => shiftWindowsForDate(input.shifts, assertDateOnly(input.day, 'shift date'), zone);
  const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
  const hours = new Set<number>();
  for (const zone of new Set([input.labelZone, ...input.zones.values()])) {
    for (const w of windowsOf(zone)) for (let h = hourOf(w.start); h < w.end; h += HOUR_MS) hours.add(h);
  }
  const shares: Array<{ event: MachineEvent; parts: Array<[number, number]> }> = events.map((event) => ({ event, parts: hourShares(event, nowMs) }));
  for (const { parts } of shares) for (const [h] of parts) hours.add(h);
  const axis = [...hours].sort((a, b) => a - b);
  const index = new Map(axis.map((h, i) => [h, i]));
  const series = new Map<string, number[]>();
  for (const { event, parts } of shares) {
    const name = input.byShift ? event.shift_key.toUpperCase() : 'ALL';
    let amounts = series.get(name);
    if (!amounts) series.set(name, (amounts = axis.map(() => 0)));
    const amount = eventAmount(event, nowMs);
    for (const [h, share] of parts) amounts[index.get(h)!]! += amount * share;
  }
  const rank = (n: string) => {
    const i = input.shiftOrder.indexOf(n);
    return i < 0 ? input.shiftOrder.length : i;
  };
  const names = [...series.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return {
    dates: axis.map((h) => DateTime.fromMillis(h, { zone: input.labelZone }).toFormat('HH:mm')),
    series: names.map((name) => ({ name, amounts: series.get(name)! })),
  };

  /** The hours an event falls in and its share of each (summing to 1). */
  function hourShares(event: MachineEvent, nowAt: number): Array<[number, number]> {
    const start = toEpochMs(event.timestamp, 'event time');
    if (event.type !== 'DOWN') return [[hourOf(start), 1]];
    const zone = input.zones.get(event.machine_key ?? '') ?? input.labelZone;
    const window = windowsOf(zone).find((w) => w.shift.name.toUpperCase() === event.shift_key.toUpperCase());
    const from = Math.max(start, window?.start ?? start);
    const to = Math.min(event.end ? toEpochMs(event.end, 'event end') : nowAt, window?.end ?? Infinity);
    if (!(to > from)) return [[hourOf(from), 1]];
    const parts: Array<[number, number]> = [];
    for (let h = hourOf(from); h < to; h += HOUR_MS) parts.push([h, (Math.min(to, h + HOUR_MS) - Math.max(from, h)) / (to - from)]);
    return parts;
  }
}

const REASON_LISTS: Record<EventType, keyof Pick<Profile, 'down_reasons' | 'scrap_reasons' | 'reject_reasons' | 'rework_reasons'> | null> = {
  DOWN: 'down_reasons',
  SCRP: 'scrap_reasons',
  RJCT: 'reject_reasons',
  RWRK: 'rework_reasons',
  PROD: null,
};

/**
 * Issue 37 (document 2 §3, the profile's reason lists, each with desc): the description of each
 * reason of the dataset's type, by name as events carry it (case and spaces ignored).
 */
export function reasonDescriptions(profile: Pick<Profile, 'down_reasons' | 'scrap_reasons' | 'reject_reasons' | 'rework_reasons'> | undefined, type: EventType): (reason: string) => string {
  const list = REASON_LISTS[type];
  const reasons: readonly Reason[] = (list && profile?.[list]) || [];
  const byName = new Map(reasons.map((r) => [normalised(r.name), r.desc?.trim() ?? '']));
  return (reason) => byName.get(normalised(reason)) ?? '';
}

const normalised = (name: string) => name.trim().toLowerCase();
