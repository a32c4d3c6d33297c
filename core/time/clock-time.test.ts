import { describe, expect, it } from 'vitest';
import { clockTimeInZone } from './clock-time';

describe('clockTimeInZone (issue 35 point 7: every time on screen in the Profile zone)', () => {
  it.each([
    ['2026-11-28T04:47:00Z', 'US/Eastern', '23:47 EST'],
    ['2026-07-01T04:47:00Z', 'US/Eastern', '00:47 EDT'],
    ['2026-11-28T04:47:00Z', 'Europe/Berlin', '05:47 GMT+1'],
  ])('%s in %s reads %s, whatever the browser zone', (iso, zone, expected) => {
    expect(clockTimeInZone(Date.parse(iso), zone)).toBe(expected);
  });

  it('refuses a zone luxon does not know', () => {
    expect(() => clockTimeInZone(0, 'Mars/Olympus')).toThrow("Unknown time zone 'Mars/Olympus'");
  });
});
