import { describe, expect, it } from 'vitest';
import { MessageRates } from './message-rate';

describe('issue 38 §1: messages per minute from the polled counts', () => {
  it('is the growth over the last minute, unknown until two samples a second apart', () => {
    const rates = new MessageRates();
    rates.record(1, 0, 100);
    expect(rates.perMinute(1)).toBeNull();
    rates.record(1, 30_000, 130);
    expect(rates.perMinute(1)).toBe(60);
    rates.record(1, 90_000, 130); // the first sample is older than a minute now: only 30 s -> 90 s counts
    expect(rates.perMinute(1)).toBe(0);
  });

  it('starts afresh when the count went down (the server restarted) and forgets removed sources', () => {
    const rates = new MessageRates();
    rates.record(1, 0, 500);
    rates.record(1, 3_000, 2);
    rates.record(1, 6_000, 7);
    expect(rates.perMinute(1)).toBe(100);
    rates.forget(new Set());
    expect(rates.perMinute(1)).toBeNull();
  });
});
