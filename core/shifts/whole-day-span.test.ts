import { describe, expect, it } from 'vitest';
import type { Shift } from '../model';
import { DEFAULT_SHIFTS } from './default-shifts';
import { wholeDaySpan, wholeDaySpanAt } from './whole-day-span';

const NY = 'America/New_York';
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const DAY_ONLY: Shift[] = [
  { name: 'Day', startTime: '07:00', endTime: '15:00', position: 0 },
  { name: 'Afternoon', startTime: '15:00', endTime: '23:00', position: 1 },
];

describe('combined shifts: the whole-day span', () => {
  it.each([
    ['an ordinary date: 07:00 to 07:00 the next day', '2025-06-18', '2025-06-18T11:00:00.000Z', '2025-06-19T11:00:00.000Z'],
    ['spring forward: 2025-03-08 spans 23 real hours', '2025-03-08', '2025-03-08T12:00:00.000Z', '2025-03-09T11:00:00.000Z'],
    ['fall back: 2025-11-01 spans 25 real hours', '2025-11-01', '2025-11-01T11:00:00.000Z', '2025-11-02T12:00:00.000Z'],
  ])('the whole-day span runs from the first shift start to the last shift end: %s', (_label, date, start, end) => {
    const span = wholeDaySpan(DEFAULT_SHIFTS, date, NY);
    expect([span?.shiftDate, iso(span?.start), iso(span?.end)]).toEqual([date, start, end]);
  });

  it('without shifts there is no span', () => {
    expect(wholeDaySpan([], '2025-06-18', NY)).toBeUndefined();
  });

  it.each([
    ['02:00: the overnight part of the previous shift date', DEFAULT_SHIFTS, '2025-06-19T06:00:00Z', '2025-06-18'],
    ['08:00: today', DEFAULT_SHIFTS, '2025-06-19T12:00:00Z', '2025-06-19'],
    ['02:00 with day shifts only: today, before its first shift', DAY_ONLY, '2025-06-19T06:00:00Z', '2025-06-19'],
  ] as const)('the production day in progress at %s', (_label, shifts, at, shiftDate) => {
    expect(wholeDaySpanAt(shifts, Date.parse(at), NY)?.shiftDate).toBe(shiftDate);
  });
});
