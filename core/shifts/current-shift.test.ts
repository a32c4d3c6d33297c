import { describe, expect, it } from 'vitest';
import type { Shift } from '../model';
import { currentShift, resolveCurrentShift } from './current-shift';
import { DEFAULT_SHIFTS } from './default-shifts';
import { SHIFT_END_NOT_FOUND, SHIFT_START_NOT_FOUND } from './shift-warnings';

const NY = 'America/New_York';
const at = Date.parse;

describe('current shift', () => {
  it('the shift whose window contains now is chosen, the overnight Midnight shift included', () => {
    expect(currentShift(DEFAULT_SHIFTS, at('2025-06-19T06:00:00Z'), NY)).toMatchObject({ shift: { name: 'Midnight' }, shiftDate: '2025-06-18' });
    expect(currentShift(DEFAULT_SHIFTS, at('2025-06-18T20:00:00Z'), NY)).toMatchObject({ shift: { name: 'Afternoon' }, shiftDate: '2025-06-18' });
  });

  it('shifts without times are left out instead of failing the lookup', () => {
    const shifts: Shift[] = [...DEFAULT_SHIFTS.slice(0, 2), { name: 'Midnight', startTime: '', endTime: '07:00', position: 2 }];
    expect(currentShift(shifts, at('2025-06-18T20:00:00Z'), NY)?.shift.name).toBe('Afternoon');
    expect(currentShift(shifts, at('2025-06-19T06:00:00Z'), NY)).toBeUndefined();
  });

  it('combine shifts on: the whole-day span from the first shift start to the last shift end applies', () => {
    expect(resolveCurrentShift(DEFAULT_SHIFTS, true, at('2025-06-18T20:00:00Z'), NY)).toEqual({
      kind: 'combined',
      shiftDate: '2025-06-18',
      start: at('2025-06-18T11:00:00Z'),
      end: at('2025-06-19T11:00:00Z'),
      warnings: [],
    });
  });

  it('combine shifts off: the shift whose window contains now is chosen', () => {
    expect(resolveCurrentShift(DEFAULT_SHIFTS, false, at('2025-06-18T12:00:00Z'), NY)).toMatchObject({ kind: 'shift', shift: { name: 'Day' }, shiftDate: '2025-06-18', warnings: [] });
  });

  it('missing shift times raise the start and end warnings, and nothing is chosen when no shift can be placed', () => {
    const shifts: Shift[] = [{ name: 'Day', startTime: '', endTime: '', position: 0 }];
    const result = resolveCurrentShift(shifts, false, at('2025-06-18T12:00:00Z'), NY);
    expect(result.kind).toBe('none');
    expect(result.warnings.map((w) => w.summary)).toEqual([SHIFT_START_NOT_FOUND, SHIFT_END_NOT_FOUND]);
    expect(resolveCurrentShift(shifts, true, at('2025-06-18T12:00:00Z'), NY).kind).toBe('none');
  });
});
