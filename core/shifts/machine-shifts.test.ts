import { describe, expect, it } from 'vitest';
import { describeWeekdays, isoWeekdayOf, runsShift } from './machine-shifts';

describe('issue 36: the shifts a machine runs (machine shift exceptions)', () => {
  it('a shift date is numbered by the ISO weekday it starts on', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-28')).toBe(6);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it('a machine without exceptions runs every shift every day', () => {
    expect(runsShift([], 'NIGHT', '2026-11-29')).toBe(true);
  });

  it('an exception limits only its own shift, to its weekdays; an empty set means never', () => {
    const exceptions = [{ shiftKey: 'NIGHT', weekdays: [] }, { shiftKey: 'DAY', weekdays: [1, 2, 3, 4, 5] }];
    expect(runsShift(exceptions, 'night', '2026-11-25')).toBe(false);
    expect(runsShift(exceptions, 'DAY', '2026-11-27')).toBe(true);
    expect(runsShift(exceptions, 'DAY', '2026-11-28')).toBe(false);
    expect(runsShift(exceptions, 'AFTERNOON', '2026-11-28')).toBe(true);
  });

  it('names the days as a planner reads them', () => {
    expect(describeWeekdays([1, 2, 3, 4, 5])).toBe('Monday to Friday');
    expect(describeWeekdays([6, 7])).toBe('Saturday, Sunday');
    expect(describeWeekdays([])).toBe('never');
    expect(describeWeekdays([1, 2, 3, 4, 5, 6, 7])).toBe('every day');
  });

  it('a day that is not a date is refused', () => {
    expect(() => runsShift([{ shiftKey: 'DAY', weekdays: [1] }], 'DAY', '28/11/2026')).toThrow();
  });
});
