import { DateTime } from 'luxon';
import { InvalidTimeInputError, type DateOnly } from './date-only';

const DAY_MS = 86_400_000;

/** A calendar date in a time zone and the instants it spans. */
export interface LocalDay {
  date: DateOnly;
  /** Days since 1970-01-01 of the calendar date (zone-free), handy as a numeric key. */
  dayNumber: number;
  /** Epoch ms of the local midnight that starts the date. */
  from: number;
  /** Epoch ms of the next local midnight (23 or 25 hours later on DST days). */
  to: number;
}

// Zone rules do not change while the process runs, so days are memoised per zone by day number:
// the metrics engine asks for millions of instants and luxon would dominate its time.
const byZone = new Map<string, Map<number, LocalDay>>();
const MAX_DAYS_PER_ZONE = 20_000;

/** The local day with the given day number. */
export function localDayByNumber(dayNumber: number, zone: string): LocalDay {
  let days = byZone.get(zone);
  const hit = days?.get(dayNumber);
  if (hit) return hit;
  const date = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  if (!start.isValid) throw new InvalidTimeInputError(`Unknown time zone ${JSON.stringify(zone)}`);
  const day: LocalDay = Object.freeze({ date, dayNumber, from: start.toMillis(), to: start.plus({ days: 1 }).toMillis() });
  if (!days || days.size >= MAX_DAYS_PER_ZONE) byZone.set(zone, (days = new Map()));
  days.set(dayNumber, day);
  return day;
}

/**
 * The local day containing an instant. Every UTC offset is less than a day, so it is the UTC date
 * or one of its neighbours: whichever's bounds contain the instant.
 */
export function localDayAt(instant: number, zone: string): LocalDay {
  if (!Number.isFinite(instant)) throw new InvalidTimeInputError(`The instant must be epoch milliseconds, got ${String(instant)}`);
  const utcDay = Math.floor(instant / DAY_MS);
  for (const n of [utcDay, utcDay - 1, utcDay + 1]) {
    const day = localDayByNumber(n, zone);
    if (day.from <= instant && instant < day.to) return day;
  }
  throw new InvalidTimeInputError(`No local date found for ${instant} in ${zone}`);
}

export function localDateOf(instant: number, zone: string): DateOnly {
  return localDayAt(instant, zone).date;
}
