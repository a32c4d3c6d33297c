import { IANAZone } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { addDays, assertDateOnly, assertTimeZone, dateInZone, isDateOnly, msUntilNextLocalMidnight } from './date-only';

const HOUR = 3_600_000;

describe('date-only strings', () => {
  it.each([
    ['2025-04-23', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-4-23', false],
    ['2025-04-23T00:00', false],
    ['', false],
    [20250423, false],
  ])('%s is a date-only string: %s', (value, ok) => {
    expect(isDateOnly(value)).toBe(ok);
  });

  it('a malformed date is refused with a message naming what was expected', () => {
    expect(() => assertDateOnly('23/04/2025', 'start date')).toThrow('The start date must be a date written YYYY-MM-DD, got "23/04/2025"');
  });

  it('calendar days are added without time-zone effects, across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('the date of an instant is the one in the given zone', () => {
    expect(dateInZone(Date.parse('2025-03-09T04:59:00Z'), 'America/New_York')).toBe('2025-03-08');
    expect(dateInZone(Date.parse('2025-03-09T05:00:00Z'), 'America/New_York')).toBe('2025-03-09');
  });

  it.each([
    ['an ordinary evening', '2025-06-18T03:00:00Z', 1 * HOUR],
    ['the evening before spring forward (23-hour day follows, midnight itself unaffected)', '2025-03-09T03:00:00Z', 2 * HOUR],
    ['noon on the 23-hour day of spring forward', '2025-03-09T16:00:00Z', 12 * HOUR],
    ['noon on the 25-hour day of fall back', '2025-11-02T17:00:00Z', 12 * HOUR],
    ['one in the morning before fall back', '2025-11-02T05:00:00Z', 24 * HOUR],
  ])('local midnight in New York is measured in real milliseconds: %s', (_label, now, ms) => {
    expect(msUntilNextLocalMidnight(Date.parse(now), 'America/New_York')).toBe(ms);
  });
});

describe('time zone check', () => {
  it('checks a valid zone against the IANA list once (a boot asks for the profile zone many times), and refuses an unknown one every time', () => {
    const check = vi.spyOn(IANAZone, 'isValidZone');
    try {
      for (let i = 0; i < 50; i++) expect(assertTimeZone('Pacific/Chatham')).toBe('Pacific/Chatham');
      expect(check.mock.calls.filter(([zone]) => zone === 'Pacific/Chatham').length).toBeLessThanOrEqual(1);
      for (let i = 0; i < 3; i++) expect(() => assertTimeZone('Mars/Olympus')).toThrow(/Unknown time zone/);
      expect(() => assertTimeZone(42)).toThrow(/Unknown time zone/);
    } finally {
      check.mockRestore();
    }
  });
});
