import { describe, expect, it } from 'vitest';
import { ShiftWindows } from './shift-windows';

const SHIFTS = [
  { name: 'Day', startTime: '06:00', endTime: '14:00', position: 1 },
  { name: 'Swing', startTime: '14:00', endTime: '22:00', position: 2 },
  { name: 'Night', startTime: '22:00', endTime: '06:00', position: 3 },
];
const at = (iso: string) => Date.parse(iso);
const keys = (ws: ReturnType<ShiftWindows['overlapping']>) => ws.map((w) => `${w.shiftDate} ${w.shiftKey}`);

// The windows an event is filed under (enqueue.ts): one for an instant, every one a stop spans,
// in time order, across overnight shifts, DST changes and zones whose offset is not whole hours.
describe('ShiftWindows.overlapping', () => {
  const windows = new ShiftWindows(SHIFTS);

  it.each([
    // New York's fall-back night (2026-11-01) lasts 9 hours: 22:00 EDT (02:00Z) to 06:00 EST (11:00Z).
    ['2026-11-01T10:59:59Z', 'America/New_York', '2026-10-31 NIGHT'],
    ['2026-11-01T11:00:00Z', 'America/New_York', '2026-11-01 DAY'],
    // Spring forward (2026-03-08): the night of the 7th ends at 06:00 EDT, 10:00Z.
    ['2026-03-08T09:59:59Z', 'America/New_York', '2026-03-07 NIGHT'],
    ['2026-03-08T10:00:00Z', 'America/New_York', '2026-03-08 DAY'],
    // Kathmandu is UTC+05:45: local midnight falls inside the night shift of the date before.
    ['2026-03-10T18:14:00Z', 'Asia/Kathmandu', '2026-03-10 NIGHT'],
    ['2026-03-10T18:16:00Z', 'Asia/Kathmandu', '2026-03-10 NIGHT'],
    ['2026-03-11T00:15:00Z', 'Asia/Kathmandu', '2026-03-11 DAY'],
    // Kiritimati is UTC+14: the UTC date before is already the afternoon of the next local date.
    ['2026-06-30T23:59:59Z', 'Pacific/Kiritimati', '2026-07-01 DAY'],
    ['2026-07-01T00:00:00Z', 'Pacific/Kiritimati', '2026-07-01 SWING'],
  ])('an instant %s in %s lies in %s', (iso, tz, expected) => {
    expect(keys(windows.overlapping(at(iso), at(iso), tz))).toEqual([expected]);
  });

  it('a stop lists every window it spans and not the one starting at its end', () => {
    // 08:00 EST on the fall-back day to 22:00 EST (03:00Z next day), when the Night shift starts.
    expect(keys(windows.overlapping(at('2026-11-01T13:00:00Z'), at('2026-11-02T03:00:00Z'), 'America/New_York'))).toEqual(['2026-11-01 DAY', '2026-11-01 SWING']);
    expect(keys(windows.overlapping(at('2026-10-31T20:00:00Z'), at('2026-11-02T12:00:00Z'), 'America/New_York'))).toEqual([
      '2026-10-31 SWING',
      '2026-10-31 NIGHT',
      '2026-11-01 DAY',
      '2026-11-01 SWING',
      '2026-11-01 NIGHT',
      '2026-11-02 DAY',
    ]);
  });
});
