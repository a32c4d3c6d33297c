import { describe, expect, it } from 'vitest';
import { downtimeText } from './downtime-text';

const T = 1_767_373_200_000; // 2026-01-02T17:00:00Z in epoch milliseconds
// ICU may put narrow no-break spaces in times; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('downtime text (document 1 §4: [TIME] is time_epoch for the locale, in the profile time zone)', () => {
  it.each([
    ['America/Chicago', 'en-US', 'Maintenance at [TIME].', 'Maintenance at January 2, 2026 at 11:00 AM CST.'],
    ['America/New_York', 'en-US', 'Down [TIME]', 'Down January 2, 2026 at 12:00 PM EST'],
    ['Europe/Berlin', 'de-DE', 'Wartung [TIME]', 'Wartung 2. Januar 2026 um 18:00 MEZ'],
  ])('in %s for %s', (zone, locale, message, expected) => {
    expect(plain(downtimeText(message, T, zone, locale))).toBe(expected);
  });

  it('replaces every [TIME] placeholder', () => {
    expect(plain(downtimeText('[TIME] / [TIME]', T, 'UTC', 'en-US'))).toBe('January 2, 2026 at 5:00 PM UTC / January 2, 2026 at 5:00 PM UTC');
  });

  it('a message without [TIME] is shown unchanged', () => {
    expect(downtimeText('Upgrade tonight', T, 'UTC', 'en-US')).toBe('Upgrade tonight');
  });

  it('an unknown profile time zone falls back to US/Eastern', () => {
    expect(plain(downtimeText('[TIME]', T, 'Mars/Olympus', 'en-US'))).toBe('January 2, 2026 at 12:00 PM EST');
  });
});
