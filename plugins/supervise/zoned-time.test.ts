import { describe, expect, it } from 'vitest';
import { downtimeText } from '../../core/downtime';
import { ZonedTimes } from './zoned-time';

const T = 1_767_373_200_000; // 2026-01-02T17:00:00Z in epoch milliseconds
// ICU may put narrow no-break spaces in times; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('Supervise times: the banner\'s zone and format', () => {
  it.each([
    ['US/Eastern', 'en-US', 'January 2, 2026 at 12:00 PM EST'],
    ['America/Chicago', 'en-US', 'January 2, 2026 at 11:00 AM CST'],
    ['Europe/Berlin', 'de-DE', '2. Januar 2026 um 18:00 MEZ'],
    ['', 'en-US', 'January 2, 2026 at 12:00 PM EST'],
    [undefined, 'en-US', 'January 2, 2026 at 12:00 PM EST'],
    ['Mars/Olympus', 'en-US', 'January 2, 2026 at 12:00 PM EST'],
  ])('%s (%s) shows an instant with the zone named', (zone, locale, expected) => {
    const times = new ZonedTimes(zone, locale);
    expect(plain(times.show(T))).toBe(expected);
    expect(plain(times.show(new Date(T).toISOString()))).toBe(expected);
  });

  it.each(['US/Eastern', 'Europe/Berlin', 'Asia/Kolkata', '', 'Mars/Olympus'])('shows exactly what the banner puts for [TIME] in %s', (zone) => {
    expect(new ZonedTimes(zone, 'en-US').show(T)).toBe(downtimeText('[TIME]', T, zone, 'en-US'));
  });

  it('names the zone it uses; an unknown or missing zone is US/Eastern, as the banner falls back', () => {
    expect(new ZonedTimes('Europe/Berlin', 'en-US').zone).toBe('Europe/Berlin');
    expect(new ZonedTimes('Mars/Olympus', 'en-US').zone).toBe('US/Eastern');
    expect(new ZonedTimes(null, 'en-US').zone).toBe('US/Eastern');
  });

  it.each([
    ['US/Eastern', '2026-01-02T12:00', '2026-01-02T17:00:00Z'],
    ['US/Eastern', '2026-07-02T12:00', '2026-07-02T16:00:00Z'],
    ['Europe/Berlin', '2026-01-02T18:00', '2026-01-02T17:00:00Z'],
    ['UTC', '2026-01-02T17:00', '2026-01-02T17:00:00Z'],
  ])('a date-time input value is a wall clock in the zone (%s %s)', (zone, local, instant) => {
    expect(new ZonedTimes(zone, 'en-US').toInstant(local)).toBe(instant);
  });

  it('an empty or unreadable input value is no instant', () => {
    const times = new ZonedTimes('US/Eastern', 'en-US');
    expect(times.toInstant('')).toBeNull();
    expect(times.toInstant('tomorrow')).toBeNull();
  });

  it('a typed time is shown back as typed, in the zone', () => {
    const times = new ZonedTimes('US/Eastern', 'en-US');
    expect(plain(times.show(times.toInstant('2026-11-26T19:20')!))).toBe('November 26, 2026 at 7:20 PM EST');
  });
});
