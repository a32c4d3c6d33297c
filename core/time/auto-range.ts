import { DateTime } from 'luxon';
import { AUTO_RANGE_UNITS, type AutoRangeUnit } from '../model';
import { InvalidTimeInputError, assertTimeZone, type DateOnly } from './date-only';

/** The automatic range control of the timeframe panel. */
export interface AutoRange {
  active: boolean;
  value: number;
  unit: AutoRangeUnit;
}

export interface DateRange {
  start: DateOnly;
  end: DateOnly;
}

/** Spec: 'Auto-range number: minimum 1'. */
export const AUTO_RANGE_MIN_VALUE = 1;

export function assertAutoRangeSetting(setting: { value: unknown; unit: unknown }): void {
  const { value, unit } = setting;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < AUTO_RANGE_MIN_VALUE) {
    throw new InvalidTimeInputError(`The automatic range number must be a whole number of at least ${AUTO_RANGE_MIN_VALUE}, got ${JSON.stringify(value)}`);
  }
  if (!(AUTO_RANGE_UNITS as readonly unknown[]).includes(unit)) {
    throw new InvalidTimeInputError(`The automatic range unit must be one of ${AUTO_RANGE_UNITS.join(', ')}, got ${JSON.stringify(unit)}`);
  }
}

/**
 * The dates an automatic range covers at `now`, in the profile time zone:
 * DAYS the last N days ending today; WEEKS (weeks start on Sunday) from the Sunday N-1 weeks before
 * this week's to this week's Saturday; MONTHS from the 1st N-1 months back to the end of this month.
 */
export function computeAutoRange(setting: Pick<AutoRange, 'value' | 'unit'>, now: number, zone: string): DateRange {
  assertAutoRangeSetting(setting);
  const today = DateTime.fromMillis(now, { zone: assertTimeZone(zone) }).startOf('day');
  const n = setting.value;
  switch (setting.unit) {
    case 'DAYS':
      return range(today.minus({ days: n - 1 }), today);
    case 'WEEKS': {
      // luxon weekdays are ISO (Monday 1 .. Sunday 7); Sunday-based offset = weekday % 7.
      const sunday = today.minus({ days: today.weekday % 7 });
      return range(sunday.minus({ weeks: n - 1 }), sunday.plus({ days: 6 }));
    }
    case 'MONTHS':
      return range(today.startOf('month').minus({ months: n - 1 }), today.endOf('month'));
  }
}

/** Spec: the default date range is the current calendar month. */
export function currentMonthRange(now: number, zone: string): DateRange {
  return computeAutoRange({ value: 1, unit: 'MONTHS' }, now, zone);
}

function range(start: DateTime, end: DateTime): DateRange {
  return { start: start.toISODate() as DateOnly, end: end.toISODate() as DateOnly };
}
