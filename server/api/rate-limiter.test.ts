import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { SlidingWindowLimiter } from './rate-limiter';

describe('contact form rate limit per IP', () => {
  it('allows `limit` attempts per window and refuses the next until the window slides on', () => {
    const clock = new FixedClock('2025-03-03T06:00:00Z');
    const limiter = new SlidingWindowLimiter(clock, { limit: 2, windowMs: 60_000, maxKeys: 10 });
    expect([limiter.tryAcquire('a'), limiter.tryAcquire('a'), limiter.tryAcquire('a')]).toEqual([true, true, false]);
    expect(limiter.tryAcquire('b')).toBe(true);
    clock.advance(60_000);
    expect(limiter.tryAcquire('a')).toBe(true);
  });

  it('remembers at most maxKeys addresses, forgetting the least recently seen', () => {
    const clock = new FixedClock(0);
    const limiter = new SlidingWindowLimiter(clock, { limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.tryAcquire('a');
    limiter.tryAcquire('b');
    limiter.tryAcquire('c');
    expect(limiter.size).toBe(2);
    expect(limiter.tryAcquire('a')).toBe(true); // 'a' was forgotten
    expect(limiter.tryAcquire('c')).toBe(false);
  });
});
