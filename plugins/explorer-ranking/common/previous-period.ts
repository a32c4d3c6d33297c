import { addDays, assertDateOnly } from '../../../core/time';

export interface ScopeTime {
  day: string | null;
  range: { start: string; end: string };
}

/** Days from start to end, both included. */
function daysIncluding(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
}

/**
 * The period of the same length just before the scope: the day before a day, the N days before an
 * N-day range (a week's range compares with the week before).
 */
export function previousPeriod(time: ScopeTime): ScopeTime {
  if (time.day) {
    const before = addDays(assertDateOnly(time.day.slice(0, 10), 'day'), -1);
    return { day: before, range: { start: before, end: before } };
  }
  const start = assertDateOnly(time.range.start, 'range start');
  const end = assertDateOnly(time.range.end, 'range end');
  if (start > end) throw new Error(`Range start ${start} is after range end ${end}`);
  const length = daysIncluding(start, end);
  return { day: null, range: { start: addDays(start, -length), end: addDays(start, -1) } };
}
