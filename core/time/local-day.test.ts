import { describe, expect, it } from 'vitest';
import { InvalidTimeInputError } from './date-only';
import { localDateOf, localDayAt } from './local-day';

const NY = 'America/New_York';
const HOUR = 3_600_000;

describe('local days', () => {
  it.each([
    ['an ordinary day has 24 hours', '2025-06-18', 24],
    ['spring forward (2025-03-09) has 23 hours', '2025-03-09', 23],
    ['fall back (2025-11-02) has 25 hours', '2025-11-02', 25],
  ])('in America/New_York %s', (_label, date, hours) => {
    const day = localDayAt(Date.parse(`${date}T12:00:00Z`), NY);
    expect(day.date).toBe(date);
    expect((day.to - day.from) / HOUR).toBe(hours);
  });

  it.each([
    ['2025-03-09T04:59:59.999Z', NY, '2025-03-08'],
    ['2025-03-09T05:00:00.000Z', NY, '2025-03-09'],
    ['2025-11-02T05:30:00.000Z', NY, '2025-11-02'],
    ['2025-11-02T06:30:00.000Z', NY, '2025-11-02'],
    ['2025-06-18T12:30:00.000Z', 'Pacific/Kiritimati', '2025-06-19'],
    ['2025-06-18T10:30:00.000Z', 'Pacific/Pago_Pago', '2025-06-17'],
  ])('the local date of %s in %s is %s (zones up to 14 hours from UTC included)', (at, zone, date) => {
    expect(localDateOf(Date.parse(at), zone)).toBe(date);
    const day = localDayAt(Date.parse(at), zone);
    expect(day.from <= Date.parse(at) && Date.parse(at) < day.to).toBe(true);
  });

  it('an unknown zone or a non-finite instant is refused', () => {
    expect(() => localDayAt(0, 'Nowhere/Atlantis')).toThrow('Unknown time zone "Nowhere/Atlantis"');
    expect(() => localDayAt(Number.NaN, NY)).toThrow(InvalidTimeInputError);
  });
});
