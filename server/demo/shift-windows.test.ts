import { describe, expect, it } from 'vitest';
import { DEMO_SHIFTS } from './plant-catalog';
import { lastDays, shiftWindows, weekday } from './shift-windows';

describe('demo shift windows', () => {
  it('lists the last N days ending with today, oldest first', () => {
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it.each([[0], [1.5], [5000]])('refuses %s days', (days) => {
    expect(() => lastDays('2026-03-02', days)).toThrow(/days must be a whole number/);
  });

  it.each(['2026-13-01', '21/11/2026', ''])("refuses today '%s' that is not a YYYY-MM-DD date", (today) => {
    expect(() => lastDays(today, 3)).toThrow(/today must be a date/);
  });

  it('runs the overnight Midnight shift from 23:00 to 07:00 on the next day', () => {
    const midnight = shiftWindows(['2026-06-10'], DEMO_SHIFTS, 'US/Eastern').find((w) => w.shiftName === 'Midnight')!;
    expect(midnight.start.toISO()).toBe('2026-06-10T23:00:00.000-04:00');
    expect(midnight.end.toISO()).toBe('2026-06-11T07:00:00.000-04:00');
    expect(midnight.shiftKey).toBe('MIDNIGHT');
  });

  it('gives the overnight shift 9 hours on the night clocks fall back (US/Eastern, 1 Nov 2026)', () => {
    const midnight = shiftWindows(['2026-10-31'], DEMO_SHIFTS, 'US/Eastern').find((w) => w.shiftName === 'Midnight')!;
    expect(midnight.end.diff(midnight.start, 'hours').hours).toBe(9);
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(weekday('2026-11-22')).toBe(7);
    expect(weekday('2026-11-23')).toBe(1);
  });
});
