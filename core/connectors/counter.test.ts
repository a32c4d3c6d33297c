import { describe, expect, it } from 'vitest';
import { counterIncrement } from './counter';

describe('running totals become increments (issue 38: counters as running totals with reset and rollover detection)', () => {
  it('the first reading is the baseline, later ones count the difference', () => {
    expect(counterIncrement(undefined, 1200)).toEqual({ increment: 0, step: 'first' });
    expect(counterIncrement(1200, 1260)).toEqual({ increment: 60, step: 'count' });
    expect(counterIncrement(1260, 1260)).toEqual({ increment: 0, step: 'count' });
  });
  it('a counter back to a small value was reset: the units since the reset are its value', () => {
    expect(counterIncrement(1260, 7)).toEqual({ increment: 7, step: 'reset' });
  });
  it('a 16-bit counter near its top that wraps counts the units up to the top plus the new value', () => {
    expect(counterIncrement(65530, 4)).toEqual({ increment: 10, step: 'rollover' });
  });
  it('a 32-bit counter wraps too', () => {
    expect(counterIncrement(2 ** 32 - 100, 50)).toEqual({ increment: 150, step: 'rollover' });
  });
  it('a configured width wins: 10,000 for a 4-digit counter', () => {
    expect(counterIncrement(9995, 3, 10_000)).toEqual({ increment: 8, step: 'rollover' });
    expect(counterIncrement(5000, 3, 10_000)).toEqual({ increment: 3, step: 'reset' });
  });
});
