import { describe, expect, it } from 'vitest';
import type { Shift } from '../model';
import { addDays } from '../time';
import { ShiftConfigurationError } from './shift-time';
import { shiftWindowAt, shiftWindowsForDate } from './shift-window';
import { DEFAULT_SHIFTS } from './default-shifts';

const NY = 'America/New_York';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const windowsAsIso = (date: string, tz = NY, shifts = DEFAULT_SHIFTS) =>
  shiftWindowsForDate(shifts, date, tz).map((w) => [w.shift.name, w.shiftDate, iso(w.start), iso(w.end)]);

describe('shift windows of a shift date', () => {
  it('each shift of a shift date gets its absolute [start, end) in the profile time zone, in position order', () => {
    expect(windowsAsIso('2025-06-18')).toEqual([
      ['Day', '2025-06-18', '2025-06-18T11:00:00.000Z', '2025-06-18T19:00:00.000Z'],
      ['Afternoon', '2025-06-18', '2025-06-18T19:00:00.000Z', '2025-06-19T03:00:00.000Z'],
      ['Midnight', '2025-06-18', '2025-06-19T03:00:00.000Z', '2025-06-19T11:00:00.000Z'],
    ]);
  });

  it('shift date rule: the overnight Midnight shift belongs to the date on which it starts', () => {
    const midnight = shiftWindowsForDate(DEFAULT_SHIFTS, '2025-06-01', NY).find((w) => w.shift.name === 'Midnight');
    expect(midnight && [midnight.shiftDate, iso(midnight.start), iso(midnight.end)]).toEqual(['2025-06-01', '2025-06-02T03:00:00.000Z', '2025-06-02T11:00:00.000Z']);
  });

  it.each([
    ['spring forward: the Midnight shift of 2025-03-08 lasts 7 real hours', '2025-03-08', 'Midnight', 7],
    ['spring forward: the Day shift of 2025-03-09 keeps its 8 hours (starts 07:00 EDT)', '2025-03-09', 'Day', 8],
    ['fall back: the Midnight shift of 2025-11-01 lasts 9 real hours', '2025-11-01', 'Midnight', 9],
    ['fall back: the Afternoon shift of 2025-11-02 keeps its 8 hours', '2025-11-02', 'Afternoon', 8],
  ])('across daylight-saving changes in America/New_York, %s', (_label, date, name, hours) => {
    const w = shiftWindowsForDate(DEFAULT_SHIFTS, date, NY).find((x) => x.shift.name === name);
    expect(w && (w.end - w.start) / HOUR).toBe(hours);
  });

  it('the windows of consecutive shift dates tile time without gap or overlap, across both DST changes of 2025', () => {
    for (let date = '2025-03-01'; date <= '2025-11-30'; date = addDays(date, 1)) {
      const today = shiftWindowsForDate(DEFAULT_SHIFTS, date, NY);
      const tomorrow = shiftWindowsForDate(DEFAULT_SHIFTS, addDays(date, 1), NY);
      expect(today[0]!.end).toBe(today[1]!.start);
      expect(today[1]!.end).toBe(today[2]!.start);
      expect(today[2]!.end).toBe(tomorrow[0]!.start);
    }
  });

  it('a shift that starts in the spring-forward gap moves forward by the gap', () => {
    const early: Shift[] = [{ name: 'Early', startTime: '02:30', endTime: '10:30', position: 0 }];
    const [w] = shiftWindowsForDate(early, '2025-03-09', NY);
    expect(iso(w!.start)).toBe('2025-03-09T07:30:00.000Z'); // 03:30 EDT
    expect(iso(w!.end)).toBe('2025-03-09T14:30:00.000Z'); // 10:30 EDT
  });

  it('a time column printed as HH:MM:SS is read like HH:MM', () => {
    const shifts: Shift[] = [{ name: 'Day', startTime: '07:00:00', endTime: '15:30:00', position: 0 }];
    expect(windowsAsIso('2025-06-18', NY, shifts)).toEqual([['Day', '2025-06-18', '2025-06-18T11:00:00.000Z', '2025-06-18T19:30:00.000Z']]);
  });

  it('no shifts give no windows', () => {
    expect(shiftWindowsForDate([], '2025-06-18', NY)).toEqual([]);
  });

  it.each([
    ['a missing start time', [{ name: 'Day', startTime: '', endTime: '15:00', position: 0 }], '2025-06-18', NY, 'Shift "Day" has no start time'],
    ['a missing end time', [{ name: 'Day', startTime: '07:00', endTime: '', position: 0 }], '2025-06-18', NY, 'Shift "Day" has no end time'],
    ['an unreadable time', [{ name: 'Day', startTime: '7am', endTime: '15:00', position: 0 }], '2025-06-18', NY, 'The start time of shift "Day" must be a time of day written HH:MM, got "7am"'],
    ['an hour past 23', [{ name: 'Day', startTime: '24:00', endTime: '15:00', position: 0 }], '2025-06-18', NY, /must be a time of day/],
    ['a name listed twice', [...DEFAULT_SHIFTS, { name: 'Day', startTime: '01:00', endTime: '02:00', position: 9 }], '2025-06-18', NY, 'Shift "Day" is listed twice'],
    ['a malformed shift date', DEFAULT_SHIFTS, '18.06.2025', NY, /shift date must be a date written YYYY-MM-DD/],
    ['an unknown time zone', DEFAULT_SHIFTS, '2025-06-18', 'Nowhere/Atlantis', 'Unknown time zone "Nowhere/Atlantis"'],
  ] as const)('bad shift input is refused with a clear error: %s', (_label, shifts, date, tz, message) => {
    expect(() => shiftWindowsForDate(shifts as readonly Shift[], date, tz)).toThrow(message);
  });
});

describe('the shift window at an instant', () => {
  it.each([
    ['07:00 exactly starts the Day shift', '2025-06-18T11:00:00Z', 'Day', '2025-06-18'],
    ['14:59:59.999 is still Day', '2025-06-18T18:59:59.999Z', 'Day', '2025-06-18'],
    ['15:00 belongs to Afternoon (end is exclusive)', '2025-06-18T19:00:00Z', 'Afternoon', '2025-06-18'],
    ['23:00 starts Midnight of the same date', '2025-06-19T03:00:00Z', 'Midnight', '2025-06-18'],
    ['02:00 the next morning is still the Midnight shift that started the evening before', '2025-06-19T06:00:00Z', 'Midnight', '2025-06-18'],
    ['06:59 the next morning too', '2025-06-19T10:59:00Z', 'Midnight', '2025-06-18'],
    ['03:30 EDT on spring-forward morning: Midnight of 2025-03-08', '2025-03-09T07:30:00Z', 'Midnight', '2025-03-08'],
    ['the first 01:30 (EDT) on fall-back morning: Midnight of 2025-11-01', '2025-11-02T05:30:00Z', 'Midnight', '2025-11-01'],
    ['the second 01:30 (EST) on fall-back morning: still Midnight of 2025-11-01', '2025-11-02T06:30:00Z', 'Midnight', '2025-11-01'],
    ['07:00 EST after fall back starts Day of 2025-11-02', '2025-11-02T12:00:00Z', 'Day', '2025-11-02'],
  ])('the shift whose window contains the instant is chosen, overnight shifts included: %s', (_label, at, name, shiftDate) => {
    const w = shiftWindowAt(DEFAULT_SHIFTS, Date.parse(at), NY);
    expect(w && [w.shift.name, w.shiftDate]).toEqual([name, shiftDate]);
  });

  it('between shifts no window contains the instant', () => {
    const dayOnly: Shift[] = [{ name: 'Day', startTime: '07:00', endTime: '15:00', position: 0 }];
    expect(shiftWindowAt(dayOnly, Date.parse('2025-06-18T23:00:00Z'), NY)).toBeUndefined();
  });

  it('answers are the same whether instants arrive in order or not (the per-day memo never leaks)', () => {
    const instants = Array.from({ length: 200 }, (_, i) => Date.parse('2025-03-07T00:00:00Z') + i * 37 * 60_000 * 7);
    const ordered = instants.map((t) => shiftWindowAt(DEFAULT_SHIFTS, t, NY));
    const shuffled = [...instants].reverse().map((t) => shiftWindowAt(DEFAULT_SHIFTS, t, NY)).reverse();
    expect(shuffled).toEqual(ordered);
    const otherZone = instants.map((t) => shiftWindowAt(DEFAULT_SHIFTS, t, 'Europe/Berlin'));
    expect(otherZone).not.toEqual(ordered);
    for (const [i, w] of ordered.entries()) expect(w!.start <= instants[i]! && instants[i]! < w!.end).toBe(true);
  });

  it('a non-finite instant is refused', () => {
    expect(() => shiftWindowAt(DEFAULT_SHIFTS, Number.NaN, NY)).toThrow(ShiftConfigurationError);
  });
});
