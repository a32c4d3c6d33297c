import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_SPINNER_MIN_SHOW_MS, withMinimumShowTime } from './overlay-spinner';

const after = (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

describe('overlay spinner (document 1 §9: minimum show time 0.8 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the minimum is 0.8 s', () => expect(OVERLAY_SPINNER_MIN_SHOW_MS).toBe(800));

  it('work done in 100 ms still keeps the spinner 800 ms', async () => {
    let settled: string | undefined;
    void withMinimumShowTime(after(100, 'signed in')).then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('signed in');
  });

  it('work longer than 800 ms ends the spinner when it is done, not later', async () => {
    let settled: string | undefined;
    void withMinimumShowTime(after(1500, 'signed in')).then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('signed in');
  });
});
