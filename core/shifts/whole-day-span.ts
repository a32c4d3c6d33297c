import type { Shift } from '../model';
import { addDays, dateInZone, type DateOnly } from '../time';
import { shiftWindowsForDate } from './shift-window';

export interface ShiftDaySpan {
  shiftDate: DateOnly;
  start: number;
  end: number;
}

/**
 * With Combine Shifts on, the whole-day span from the first shift start to the last shift end
 * (earliest start and latest end of the shift date's windows: 07:00 to 07:00 next day for the
 * default Day / Afternoon / Midnight shifts). Undefined when there are no shifts.
 */
export function wholeDaySpan(shifts: readonly Shift[], shiftDate: DateOnly, timezone: string): ShiftDaySpan | undefined {
  const windows = shiftWindowsForDate(shifts, shiftDate, timezone);
  if (windows.length === 0) return undefined;
  return {
    shiftDate,
    start: Math.min(...windows.map((w) => w.start)),
    end: Math.max(...windows.map((w) => w.end)),
  };
}

/**
 * The production day in progress at `now`: yesterday's span while it still runs (the overnight
 * part), otherwise today's, including before today's first shift has started.
 */
export function wholeDaySpanAt(shifts: readonly Shift[], now: number, timezone: string): ShiftDaySpan | undefined {
  const today = dateInZone(now, timezone);
  const yesterday = wholeDaySpan(shifts, addDays(today, -1), timezone);
  if (yesterday && yesterday.start <= now && now < yesterday.end) return yesterday;
  return wholeDaySpan(shifts, today, timezone);
}
