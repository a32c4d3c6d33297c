import { DateTime, IANAZone } from 'luxon';

/** A calendar date without a time or zone, written 'YYYY-MM-DD'. */
export type DateOnly = string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Zones already found valid: luxon's check builds an Intl.DateTimeFormat each call (73 ms of a 1.65 s
 * boot's CPU went to it, issue 39). Only valid names are kept, so the set stays as small as the IANA list.
 */
const KNOWN_ZONES = new Set<string>();

/** Thrown for a malformed date, time zone or range setting; the caller's state is left untouched. */
export class InvalidTimeInputError extends Error {
  override readonly name = 'InvalidTimeInputError';
}

export function isDateOnly(value: unknown): value is DateOnly {
  if (typeof value !== 'string' || !DATE_ONLY.test(value)) return false;
  // A real calendar date survives a round trip through UTC (2025-02-29 does not).
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value;
}

export function assertDateOnly(value: unknown, what = 'date'): DateOnly {
  if (!isDateOnly(value)) {
    throw new InvalidTimeInputError(`The ${what} must be a date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function assertTimeZone(zone: unknown): string {
  if (typeof zone === 'string' && KNOWN_ZONES.has(zone)) return zone;
  if (typeof zone !== 'string' || !IANAZone.isValidZone(zone)) {
    throw new InvalidTimeInputError(`Unknown time zone ${JSON.stringify(zone)}`);
  }
  KNOWN_ZONES.add(zone);
  return zone;
}

/** The calendar date of an instant as seen in a time zone. */
export function dateInZone(instant: number, zone: string): DateOnly {
  return DateTime.fromMillis(instant, { zone: assertTimeZone(zone) }).toISODate() as DateOnly;
}

/** Calendar arithmetic on date-only strings (no time zone involved, so no DST surprises). */
export function addDays(date: DateOnly, days: number): DateOnly {
  assertDateOnly(date);
  // Plain UTC arithmetic: this sits on the metrics engine's hot path, where luxon would dominate.
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Milliseconds from `instant` to the next local midnight in `zone` (23 or 25 hour days included). */
export function msUntilNextLocalMidnight(instant: number, zone: string): number {
  const local = DateTime.fromMillis(instant, { zone: assertTimeZone(zone) });
  return local.startOf('day').plus({ days: 1 }).toMillis() - instant;
}
