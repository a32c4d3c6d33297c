import { DateTime } from 'luxon';
import type { Shift } from '../../core/model';
import { shiftWindowsForDate } from '../../core/shifts';

export interface ShiftTemplate {
  name: string;
  start: string; // HH:MM
  end: string; // HH:MM; an end at or before the start means the shift runs past midnight
}

export interface ShiftWindow {
  /** The calendar day the shift starts on, YYYY-MM-DD. */
  shiftDate: string;
  shiftName: string;
  /** Upper-cased shift name, the shift_key of events. */
  shiftKey: string;
  start: DateTime;
  end: DateTime;
}

/** The `days` calendar days ending with `today` (inclusive), oldest first; today is YYYY-MM-DD. */
export function lastDays(today: string, days: number): string[] {
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new Error(`days must be a whole number from 1 to 3660, got ${days}`);
  const end = DateTime.fromISO(today, { zone: 'UTC' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !end.isValid) throw new Error(`today must be a date YYYY-MM-DD, got '${today}'`);
  return Array.from({ length: days }, (_, i) => end.minus({ days: days - 1 - i }).toISODate()!);
}

/** The shift windows of the given days in a time zone, overnight shifts ending on the next day. */
export function shiftWindows(dates: readonly string[], shifts: readonly ShiftTemplate[], zone: string): ShiftWindow[] {
  // The calendar rules (overnight shifts, daylight-saving days) are core/shifts', shared with the engine.
  const calendar: Shift[] = shifts.map((s, position) => ({ name: s.name, startTime: s.start, endTime: s.end, position }));
  return dates.flatMap((shiftDate) =>
    shiftWindowsForDate(calendar, shiftDate, zone).map((w) => ({
      shiftDate,
      shiftName: w.shift.name,
      shiftKey: w.shift.name.toUpperCase(),
      start: DateTime.fromMillis(w.start, { zone }),
      end: DateTime.fromMillis(w.end, { zone }),
    })),
  );
}

/** ISO weekday of a YYYY-MM-DD date: 1 Monday ... 7 Sunday. */
export function weekday(date: string): number {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday;
}
