import { describe, expect, it } from 'vitest';
import type { Shift } from '../model';
import { ADD_SHIFT_TIMES_DETAIL, SHIFT_END_NOT_FOUND, SHIFT_START_NOT_FOUND, shiftTimeWarnings, shiftsWithTimes } from './shift-warnings';
import { DEFAULT_SHIFTS } from './default-shifts';

const shift = (startTime: string, endTime: string, name = 'Day'): Shift => ({ name, startTime, endTime, position: 0 });

describe('missing shift times', () => {
  it('the warn texts are the catalogue texts, verbatim', () => {
    expect(SHIFT_START_NOT_FOUND).toBe('Shift start time(s) not found');
    expect(SHIFT_END_NOT_FOUND).toBe('Shift end time(s) not found');
    expect(ADD_SHIFT_TIMES_DETAIL).toBe('Please add shift times in Shift Management');
  });

  it.each([
    ['complete shifts', [...DEFAULT_SHIFTS], []],
    ['a missing start time', [shift('', '15:00')], [SHIFT_START_NOT_FOUND]],
    ['a missing end time', [shift('07:00', '  ')], [SHIFT_END_NOT_FOUND]],
    ['both missing on different shifts', [shift('', '15:00'), shift('15:00', '', 'Afternoon')], [SHIFT_START_NOT_FOUND, SHIFT_END_NOT_FOUND]],
    ['an unreadable start time', [shift('7am', '15:00')], [SHIFT_START_NOT_FOUND]],
    ['no shifts at all', [], [SHIFT_START_NOT_FOUND, SHIFT_END_NOT_FOUND]],
  ] as const)('missing shift times raise warn toasts: %s', (_label, shifts, summaries) => {
    const warnings = shiftTimeWarnings(shifts);
    expect(warnings.map((w) => w.summary)).toEqual(summaries);
    for (const w of warnings) expect(w).toMatchObject({ severity: 'warn', detail: 'Please add shift times in Shift Management' });
  });

  it('only shifts with both times readable can be placed on the calendar', () => {
    expect(shiftsWithTimes([shift('', '15:00'), shift('15:00', '23:00', 'Afternoon')]).map((s) => s.name)).toEqual(['Afternoon']);
  });
});
