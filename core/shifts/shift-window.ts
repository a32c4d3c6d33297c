import { DateTime } from 'luxon';
import type { Shift } from '../model';
import { addDays, assertDateOnly, localDayAt, localDayByNumber, type DateOnly } from '../time';
import { byPosition } from './shift-list';
import { ShiftConfigurationError, isMissingShiftTime, parseShiftTime, secondsOfDay, type TimeOfDay } from './shift-time';

/**
 * One shift of one shift date, as absolute instants: [start, end) in epoch milliseconds.
 *
 * Shift date rule: a shift belongs to the calendar date on which it STARTS, in the profile time
 * zone. The Midnight shift 23:00-07:00 that starts on the 1st has shift_date the 1st and ends at
 * 07:00 on the 2nd. The browser and the server's metrics engine both use these functions, so a
 * number on a chart and a row in the database always agree on which shift an instant belongs to.
 *
 * Daylight saving: start and end are local wall-clock times, so the Midnight shift of 2025-03-08 in
 * New York lasts 7 real hours and that of 2025-11-01 lasts 9. A start inside the spring-forward gap
 * moves forward by the gap; an ambiguous fall-back time resolves as luxon does (standard time).
 */
export interface ShiftWindow {
  shift: Shift;
  shiftDate: DateOnly;
  start: number;
  end: number;
}

interface PlacedShift {
  shift: Shift;
  start: TimeOfDay;
  end: TimeOfDay;
  /** End at or before start on the clock: the shift ends on the next calendar day. */
  overnight: boolean;
}

interface CacheEntry {
  placed: PlacedShift[];
  windows: Map<string, readonly ShiftWindow[]>;
  /** The candidates of the last local day asked about (events mostly arrive in time order). */
  last?: { zone: string; from: number; to: number; candidates: readonly ShiftWindow[] };
}

// The engine asks for millions of instants; shift lists are treated as immutable values and their
// validated layout and per-date windows are memoised by identity.
const cache = new WeakMap<readonly Shift[], CacheEntry>();
const MAX_CACHED_DATES = 2048;

/** The absolute [start, end) of each shift of `shiftDate`, in position order. */
export function shiftWindowsForDate(shifts: readonly Shift[], shiftDate: DateOnly, timezone: string): readonly ShiftWindow[] {
  return windowsOf(entryFor(shifts), assertDateOnly(shiftDate, 'shift date'), timezone);
}

/** The shift window that contains `instant` (overnight shifts included), or undefined between shifts. */
export function shiftWindowAt(shifts: readonly Shift[], instant: number, timezone: string): ShiftWindow | undefined {
  if (!Number.isFinite(instant)) throw new ShiftConfigurationError(`The instant must be epoch milliseconds, got ${String(instant)}`);
  const entry = entryFor(shifts);
  return findContaining(candidatesAt(entry, instant, timezone), instant);
}

/** A shift of date D starts on D, so only D's shifts and D-1's overnight shifts can contain an instant of D. */
function candidatesAt(entry: CacheEntry, instant: number, zone: string): readonly ShiftWindow[] {
  const last = entry.last;
  if (last && last.zone === zone && last.from <= instant && instant < last.to) return last.candidates;
  const day = localDayAt(instant, zone);
  const previous = localDayByNumber(day.dayNumber - 1, zone);
  const candidates = [...windowsOf(entry, day.date, zone), ...windowsOf(entry, previous.date, zone)];
  entry.last = { zone, from: day.from, to: day.to, candidates };
  return candidates;
}

function findContaining(windows: readonly ShiftWindow[], instant: number): ShiftWindow | undefined {
  return windows.find((w) => w.start <= instant && instant < w.end);
}

function entryFor(shifts: readonly Shift[]): CacheEntry {
  let entry = cache.get(shifts);
  if (!entry) {
    entry = { placed: place(shifts), windows: new Map() };
    cache.set(shifts, entry);
  }
  return entry;
}

function place(shifts: readonly Shift[]): PlacedShift[] {
  const names = new Set<string>();
  return [...shifts].sort(byPosition).map((shift) => {
    if (names.has(shift.name)) throw new ShiftConfigurationError(`Shift "${shift.name}" is listed twice`);
    names.add(shift.name);
    if (isMissingShiftTime(shift.startTime)) throw new ShiftConfigurationError(`Shift "${shift.name}" has no start time`);
    if (isMissingShiftTime(shift.endTime)) throw new ShiftConfigurationError(`Shift "${shift.name}" has no end time`);
    const start = parseShiftTime(shift.startTime, `start time of shift "${shift.name}"`);
    const end = parseShiftTime(shift.endTime, `end time of shift "${shift.name}"`);
    return { shift, start, end, overnight: secondsOfDay(end) <= secondsOfDay(start) };
  });
}

function windowsOf(entry: CacheEntry, date: DateOnly, zone: string): readonly ShiftWindow[] {
  const key = `${zone}|${date}`;
  const hit = entry.windows.get(key);
  if (hit) return hit;
  const next = addDays(date, 1);
  const windows = Object.freeze(
    entry.placed.map((p) =>
      Object.freeze({
        shift: p.shift,
        shiftDate: date,
        start: wallClock(date, p.start, zone),
        end: wallClock(p.overnight ? next : date, p.end, zone),
      }),
    ),
  );
  if (entry.windows.size >= MAX_CACHED_DATES) entry.windows.clear();
  entry.windows.set(key, windows);
  return windows;
}

function wallClock(date: DateOnly, t: TimeOfDay, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dt = DateTime.fromObject({ year, month, day, hour: t.hour, minute: t.minute, second: t.second }, { zone });
  if (!dt.isValid) throw new ShiftConfigurationError(`Unknown time zone ${JSON.stringify(zone)}`);
  return dt.toMillis();
}
