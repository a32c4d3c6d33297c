import type { Shift } from '../model';
import type { DateOnly } from '../time';
import { shiftTimeWarnings, shiftsWithTimes, type ShiftWarning } from './shift-warnings';
import { shiftWindowAt, type ShiftWindow } from './shift-window';
import { wholeDaySpanAt } from './whole-day-span';

/** Spec: while the current day is kept, the current shift is recalculated every 2 minutes. */
export const SHIFT_REFRESH_MS = 120_000;

/** What keep-current resolves to at one moment, with the warn toasts to raise for missing shift times. */
export type CurrentShift =
  | { kind: 'shift'; shift: Shift; shiftDate: DateOnly; start: number; end: number; warnings: ShiftWarning[] }
  | { kind: 'combined'; shiftDate: DateOnly; start: number; end: number; warnings: ShiftWarning[] }
  | { kind: 'none'; warnings: ShiftWarning[] };

/** The shift whose window contains `now`, overnight shifts included; shifts without times are skipped. */
export function currentShift(shifts: readonly Shift[], now: number, timezone: string): ShiftWindow | undefined {
  return shiftWindowAt(shiftsWithTimes(shifts), now, timezone);
}

/**
 * Combined: the whole-day span from the first shift start to the last shift end.
 * Not combined: the shift whose window contains now. Missing shift times give warnings.
 */
export function resolveCurrentShift(shifts: readonly Shift[], combineShifts: boolean, now: number, timezone: string): CurrentShift {
  const warnings = shiftTimeWarnings(shifts);
  if (combineShifts) {
    const span = wholeDaySpanAt(shiftsWithTimes(shifts), now, timezone);
    return span ? { kind: 'combined', ...span, warnings } : { kind: 'none', warnings };
  }
  const window = currentShift(shifts, now, timezone);
  return window ? { kind: 'shift', ...window, warnings } : { kind: 'none', warnings };
}
