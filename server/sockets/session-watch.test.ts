import { describe, expect, it, vi } from 'vitest';
import { tokenExpiry, watchSession } from './session-watch';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('issue 16 §2: a socket re-checks its session', () => {
  it('reads the expiry of a JWT (seconds) as ms, with or without Bearer', () => {
    expect(tokenExpiry(jwt({ exp: 100 }))).toBe(100_000);
    expect(tokenExpiry(`Bearer ${jwt({ exp: 5 })}`)).toBe(5_000);
    expect(tokenExpiry('garbage')).toBeUndefined();
  });

  it('re-checks at the token expiry even when the interval is long, and ends the socket with the reason', async () => {
    vi.useFakeTimers();
    try {
      const end = vi.fn();
      let expired = false;
      const stop = watchSession({ recheck: async () => (expired ? 'Token expired.' : undefined), end, intervalMs: 3_600_000, expiresAt: 10_000, now: () => 0 });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(end).not.toHaveBeenCalled();
      expired = true;
      await vi.advanceTimersByTimeAsync(6_000);
      expect(end).toHaveBeenCalledWith('Token expired.');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops checking once stopped (the socket closed)', async () => {
    vi.useFakeTimers();
    try {
      const recheck = vi.fn(async () => undefined);
      const stop = watchSession({ recheck, end: () => {}, intervalMs: 100 });
      await vi.advanceTimersByTimeAsync(250);
      stop();
      const calls = recheck.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(recheck.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});
