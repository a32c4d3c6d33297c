import { describe, expect, it } from 'vitest';
import { shiftNames, shiftsFromProfile } from './shift-list';

describe('shift lists from the profile', () => {
  it('profile shifts (name -> start, end, position, colour) become a list ordered by position', () => {
    const shifts = shiftsFromProfile({
      Midnight: { start: '23:00', end: '07:00', position: 3, color: '#123456' },
      Day: { start: '07:00', end: '15:00', position: 1 },
      Afternoon: { start: '15:00', end: '23:00', position: 2 },
    });
    expect(shifts).toEqual([
      { name: 'Day', startTime: '07:00', endTime: '15:00', position: 1 },
      { name: 'Afternoon', startTime: '15:00', endTime: '23:00', position: 2 },
      { name: 'Midnight', startTime: '23:00', endTime: '07:00', position: 3, color: '#123456' },
    ]);
  });

  it('a shift without times is kept (so the missing-time warning can name it), not dropped', () => {
    expect(shiftsFromProfile({ Day: { start: '', end: '15:00', position: 0 } })).toEqual([{ name: 'Day', startTime: '', endTime: '15:00', position: 0 }]);
  });

  it('shift names are listed in position order, ties broken by name', () => {
    expect(
      shiftNames([
        { name: 'B', startTime: '', endTime: '', position: 1 },
        { name: 'A', startTime: '', endTime: '', position: 1 },
        { name: 'Z', startTime: '', endTime: '', position: 0 },
      ]),
    ).toEqual(['Z', 'A', 'B']);
  });
});
