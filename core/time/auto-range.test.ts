import { describe, expect, it } from 'vitest';
import { computeAutoRange, currentMonthRange } from './auto-range';
import { InvalidTimeInputError } from './date-only';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('auto range', () => {
  // 2025-06-18 is a Wednesday; its week runs Sunday 06-15 to Saturday 06-21.
  it.each([
    ['DAYS', 1, '2025-06-18', '2025-06-18'],
    ['DAYS', 7, '2025-06-12', '2025-06-18'],
    ['DAYS', 30, '2025-05-20', '2025-06-18'],
    ['WEEKS', 1, '2025-06-15', '2025-06-21'],
    ['WEEKS', 2, '2025-06-08', '2025-06-21'],
    ['WEEKS', 4, '2025-05-25', '2025-06-21'],
    ['MONTHS', 1, '2025-06-01', '2025-06-30'],
    ['MONTHS', 3, '2025-04-01', '2025-06-30'],
    ['MONTHS', 13, '2024-06-01', '2025-06-30'],
  ] as const)('%s x %i on Wednesday 2025-06-18 covers %s to %s (DAYS ends today; WEEKS Sunday-based, N-1 weeks back; MONTHS from the 1st N-1 months back)', (unit, value, start, end) => {
    expect(computeAutoRange({ unit, value }, at('2025-06-18T15:00:00Z'), NY)).toEqual({ start, end });
  });

  it('weeks start on Sunday: on a Sunday the week is that Sunday to the next Saturday', () => {
    expect(computeAutoRange({ unit: 'WEEKS', value: 1 }, at('2025-06-15T12:00:00Z'), NY)).toEqual({ start: '2025-06-15', end: '2025-06-21' });
  });

  it('weeks start on Sunday: on a Saturday the week began six days earlier', () => {
    expect(computeAutoRange({ unit: 'WEEKS', value: 1 }, at('2025-06-21T12:00:00Z'), NY)).toEqual({ start: '2025-06-15', end: '2025-06-21' });
  });

  it('today is the date in the profile time zone, not in UTC', () => {
    // 02:00 UTC on the 1st of July is still the 30th of June in New York.
    const now = at('2025-07-01T02:00:00Z');
    expect(computeAutoRange({ unit: 'DAYS', value: 1 }, now, NY)).toEqual({ start: '2025-06-30', end: '2025-06-30' });
    expect(computeAutoRange({ unit: 'DAYS', value: 1 }, now, 'Europe/Berlin')).toEqual({ start: '2025-07-01', end: '2025-07-01' });
  });

  it.each([
    ['DAYS', 3, '2025-03-09T16:00:00Z', '2025-03-07', '2025-03-09'],
    ['WEEKS', 1, '2025-03-09T16:00:00Z', '2025-03-09', '2025-03-15'],
    ['DAYS', 2, '2025-11-02T16:00:00Z', '2025-11-01', '2025-11-02'],
    ['MONTHS', 1, '2025-11-02T04:30:00Z', '2025-11-01', '2025-11-30'],
    ['MONTHS', 1, '2025-11-01T03:30:00Z', '2025-10-01', '2025-10-31'],
  ] as const)('across a daylight-saving change in New York: %s x %i at %s covers %s to %s', (unit, value, now, start, end) => {
    expect(computeAutoRange({ unit, value }, at(now), NY)).toEqual({ start, end });
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])('auto-range number minimum 1: %s is refused with a clear error', (value) => {
    expect(() => computeAutoRange({ unit: 'DAYS', value: value as number }, at('2025-06-18T15:00:00Z'), NY)).toThrow(InvalidTimeInputError);
    expect(() => computeAutoRange({ unit: 'DAYS', value: value as number }, at('2025-06-18T15:00:00Z'), NY)).toThrow(/at least 1/);
  });

  it('an unknown unit or time zone is refused', () => {
    expect(() => computeAutoRange({ unit: 'YEARS' as 'DAYS', value: 1 }, 0, NY)).toThrow(/DAYS, WEEKS, MONTHS/);
    expect(() => computeAutoRange({ unit: 'DAYS', value: 1 }, 0, 'Mars/Olympus')).toThrow(/Unknown time zone/);
  });

  it('default date range is the current calendar month in the profile time zone', () => {
    expect(currentMonthRange(at('2025-02-10T12:00:00Z'), NY)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(currentMonthRange(at('2024-02-10T12:00:00Z'), NY)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(currentMonthRange(at('2025-03-01T03:00:00Z'), NY)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
  });
});
