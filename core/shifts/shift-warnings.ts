import { SHIFT_END_MISSING_TOAST, SHIFT_START_MISSING_TOAST, SHIFT_TIMES_HINT } from '../errors/catalogue';
import type { Shift } from '../model';
import { isMissingShiftTime, parseShiftTime } from './shift-time';

/** The catalogue's warn texts (document 1, section 8), under the names the shift rules use. */
export const SHIFT_START_NOT_FOUND = SHIFT_START_MISSING_TOAST.summary;
export const SHIFT_END_NOT_FOUND = SHIFT_END_MISSING_TOAST.summary;
export const ADD_SHIFT_TIMES_DETAIL = SHIFT_TIMES_HINT;

export interface ShiftWarning {
  severity: 'warn';
  summary: string;
  detail: string;
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
