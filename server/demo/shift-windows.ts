import { DateTime } from 'luxon';

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
  return dates.flatMap((shiftDate) =>
    shifts.map((s) => {
      const start = DateTime.fromISO(`${shiftDate}T${s.start}`, { zone });
      let end = DateTime.fromISO(`${shiftDate}T${s.end}`, { zone });
      if (end <= start) end = end.plus({ days: 1 });
      return { shiftDate, shiftName: s.name, shiftKey: s.name.toUpperCase(), start, end };
    }),
  );
}

/** ISO weekday of a YYYY-MM-DD date: 1 Monday ... 7 Sunday. */
export function weekday(date: string): number {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday;
}
