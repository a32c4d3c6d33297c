import type { BoolExp, ComparisonExp } from '../bool-exp';

/** The time part of the navigation state: a single day, or a range when no day is set. */
export interface TimeSelection {
  day?: string | null;
  range?: { start: string; end: string } | null;
}

/** The shift part: a shift name, ignored while shifts are combined. */
export interface ShiftSelection {
  shift?: string | null;
  combineShifts: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of a day or datetime value (its first 10 characters), checked. */
export function dateOnly(value: string, what: string): string {
  const d = value.slice(0, 10);
  if (!DATE.test(d) || Number.isNaN(Date.parse(d))) throw new Error(`${what} must be a date (YYYY-MM-DD), got '${value}'`);
  return d;
}

/**
 * shift_date equal to the day, else within the range: closed [start, end] for result rows,
 * half-open [start, end) for events.
 */
export function shiftDateWhere(time: TimeSelection, rangeEnd: 'inclusive' | 'exclusive'): BoolExp {
  if (time.day) return { shift_date: { _eq: dateOnly(time.day, 'Day') } };
  if (!time.range) throw new Error('A day or a date range is required');
  const start = dateOnly(time.range.start, 'Range start');
  const end = dateOnly(time.range.end, 'Range end');
  if (start > end) throw new Error(`Range start ${start} is after range end ${end}`);
  const cmp: ComparisonExp = rangeEnd === 'inclusive' ? { _gte: start, _lte: end } : { _gte: start, _lt: end };
  return { shift_date: cmp };
}

/** shift_key equal to the upper-cased shift, unless shifts are combined (or no shift is chosen). */
export function shiftKeyWhere(sel: ShiftSelection): BoolExp | undefined {
  if (sel.combineShifts || !sel.shift) return undefined;
  return { shift_key: { _eq: sel.shift.toUpperCase() } };
}
