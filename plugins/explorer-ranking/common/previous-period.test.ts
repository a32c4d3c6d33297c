import { describe, expect, it } from 'vitest';
import { previousPeriod } from './previous-period';

describe('previous period of the same length (issue 35 point 1: trend)', () => {
  it('a day compares with the day before, across a month end', () => {
    expect(previousPeriod({ day: '2026-12-01', range: { start: '2026-11-01', end: '2026-11-30' } })).toEqual({ day: '2026-11-30', range: { start: '2026-11-30', end: '2026-11-30' } });
  });

  it('an N-day range compares with the N days just before it', () => {
    expect(previousPeriod({ day: null, range: { start: '2026-11-23', end: '2026-11-29' } })).toEqual({ day: null, range: { start: '2026-11-16', end: '2026-11-22' } });
    expect(previousPeriod({ day: null, range: { start: '2026-03-01', end: '2026-03-31' } }).range).toEqual({ start: '2026-01-29', end: '2026-02-28' });
  });

  it('refuses a reversed range', () => {
    expect(() => previousPeriod({ day: null, range: { start: '2026-11-29', end: '2026-11-23' } })).toThrow(/after range end/);
  });
});
