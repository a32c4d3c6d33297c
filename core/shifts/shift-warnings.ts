import type { Shift } from '../model';
import { isMissingShiftTime, parseShiftTime } from './shift-time';

/** Catalogue texts (document 1, section 8: warn toasts, 5 s); the error catalogue re-exports them. */
export const SHIFT_START_NOT_FOUND = 'Shift start time(s) not found';
export const SHIFT_END_NOT_FOUND = 'Shift end time(s) not found';
export const ADD_SHIFT_TIMES_DETAIL = 'Please add shift times in Shift Management';

export interface ShiftWarning {
  severity: 'warn';
  summary: typeof SHIFT_START_NOT_FOUND | typeof SHIFT_END_NOT_FOUND;
  detail: typeof ADD_SHIFT_TIMES_DETAIL;
}

/** One warning for missing (or unreadable) start times and one for end times, whichever apply; both when there are no shifts. */
export function shiftTimeWarnings(shifts: readonly Shift[]): ShiftWarning[] {
  const warnings: ShiftWarning[] = [];
  const noStart = shifts.length === 0 || shifts.some((s) => !isReadable(s.startTime));
  const noEnd = shifts.length === 0 || shifts.some((s) => !isReadable(s.endTime));
  if (noStart) warnings.push({ severity: 'warn', summary: SHIFT_START_NOT_FOUND, detail: ADD_SHIFT_TIMES_DETAIL });
  if (noEnd) warnings.push({ severity: 'warn', summary: SHIFT_END_NOT_FOUND, detail: ADD_SHIFT_TIMES_DETAIL });
  return warnings;
}

/** The shifts whose start and end are both present and readable (the ones that can be placed on the calendar). */
export function shiftsWithTimes(shifts: readonly Shift[]): Shift[] {
  return shifts.filter((s) => isReadable(s.startTime) && isReadable(s.endTime));
}

// An unreadable time cannot be placed on the calendar any more than a missing one, so it warns the same way.
function isReadable(time: string | undefined): boolean {
  if (isMissingShiftTime(time)) return false;
  try {
    parseShiftTime(time as string, 'shift time');
    return true;
  } catch {
    return false;
  }
}
