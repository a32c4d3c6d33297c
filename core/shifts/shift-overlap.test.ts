import { describe, expect, it } from 'vitest';
import { shiftConflict, shiftSpan } from './shift-overlap';

const s = (name: string, start_time: string, end_time: string) => ({ name, start_time, end_time });
const SPEC_SHIFTS = [s('Day', '07:00', '15:00'), s('Afternoon', '15:00', '23:00'), s('Midnight', '23:00', '07:00')];

describe('shift overlaps (issue 13: overnight allowed, overlaps refused with a clear message)', () => {
  it('document 3 §9: the three spec shifts touch but never overlap, Midnight included', () => {
    for (const sh of SPEC_SHIFTS) expect(shiftConflict(sh, SPEC_SHIFTS.filter((o) => o !== sh))).toBeNull();
    expect(shiftSpan(s('Midnight', '23:00', '07:00'))).toEqual([1380, 1860]);
  });

  it.each([
    [s('Early', '06:00', '08:00'), 'Early (06:00 to 08:00) overlaps Day (07:00 to 15:00)'],
    [s('Night', '22:00', '02:00'), 'Night (22:00 to 02:00) overlaps Afternoon (15:00 to 23:00)'],
    [s('Dawn', '05:00', '06:00'), 'Dawn (05:00 to 06:00) overlaps Midnight (23:00 to 07:00)'],
  ])('refuses %o: %s', (shift, message) => {
    expect(shiftConflict(shift, SPEC_SHIFTS)).toBe(message);
  });

  it('refuses a shift that starts when it ends, and a second shift with the same name', () => {
    expect(shiftConflict(s('X', '08:00', '08:00'), [])).toBe('End time must differ from start time');
    expect(shiftConflict(s('day', '01:00', '02:00'), [s('Day', '07:00', '15:00')])).toBe('A shift named Day already exists');
  });

  it('an edit is checked against the other shifts only (the caller leaves its own stored row out)', () => {
    expect(shiftConflict(s('Day', '06:00', '14:00'), [s('Afternoon', '15:00', '23:00')])).toBeNull();
  });
});
