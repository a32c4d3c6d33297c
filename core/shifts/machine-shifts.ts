import { assertDateOnly } from '../time';

/**
 * Issue 36: which of the company's shifts a machine runs, and on which weekdays. A machine runs every
 * shift on every day unless its production setup says otherwise; the exception is stored as the set
 * of ISO weekdays (1 Monday .. 7 Sunday) on which it runs that shift, an empty set meaning never.
 *
 * This is the one rule: a production schedule may exist only where the machine runs the shift
 * (every writer of schedules asks `runsShift`), and a shift turned off removes the schedules it no
 * longer allows. Scheduled time and downtime count only in windows with a schedule
 * (core/oee/counted-downtime.ts, the engine's computeWindow), so the engine and the event analysis
 * both honour it without a second reading.
 */
export const ALL_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

export const WEEKDAY_NAMES: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A machine's exception for one shift (shift key upper case, as stored); no exception = every day. */
export interface MachineShiftDays {
  shiftKey: string;
  weekdays: readonly number[];
}

/** ISO weekday (1 Monday .. 7 Sunday) of a shift date: the calendar date the shift starts on. */
export function isoWeekdayOf(shiftDate: string): number {
  const [y, m, d] = assertDateOnly(shiftDate.slice(0, 10), 'shift date').split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** Whether a machine with these exceptions runs `shiftKey` on `shiftDate`. */
export function runsShift(exceptions: readonly MachineShiftDays[], shiftKey: string, shiftDate: string): boolean {
  const exception = exceptions.find((e) => e.shiftKey === shiftKey.toUpperCase());
  return !exception || exception.weekdays.includes(isoWeekdayOf(shiftDate));
}

/** "Monday to Friday", "Saturday, Sunday", "never": how a screen and an error message name the days. */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 0) return 'never';
  if (days.length === 7) return 'every day';
  const contiguous = days.length > 2 && days.at(-1)! - days[0]! === days.length - 1;
  if (contiguous) return `${WEEKDAY_NAMES[days[0]! - 1]} to ${WEEKDAY_NAMES[days.at(-1)! - 1]}`;
  return days.map((d) => WEEKDAY_NAMES[d - 1]).join(', ');
}
