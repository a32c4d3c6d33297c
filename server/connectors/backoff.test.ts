import { describe, expect, it } from 'vitest';
import { nextBackoff, retryWithBackoff } from './backoff';

/** A pause that only records how long it was asked to wait. */
function recordingPause() {
  const waited: number[] = [];
  return { waited, pause: async (ms: number) => void waited.push(ms) };
}

describe('connector retry schedule (issue 38: a source that fails is tried again, backing off)', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    const schedule = [1_000];
    while (schedule.length < 8) schedule.push(nextBackoff(schedule.at(-1)!));
    expect(schedule).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('tries until an attempt succeeds, pausing on the schedule after each failure, and tells each attempt its pause', async () => {
    const { waited, pause } = recordingPause();
    const told: number[] = [];
    await retryWithBackoff(new AbortController().signal, async (delay) => (told.push(delay), told.length === 7), pause);
    expect(told).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(waited).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
  });

  it('does not pause after a success', async () => {
    const { waited, pause } = recordingPause();
    await retryWithBackoff(new AbortController().signal, async () => true, pause);
    expect(waited).toEqual([]);
  });

  it('stops when the source is stopped: no pause after the failing try, no further try', async () => {
    const halt = new AbortController();
    const { waited, pause } = recordingPause();
    let tries = 0;
    await retryWithBackoff(halt.signal, async () => (tries++, halt.abort(), false), pause);
    expect([tries, waited]).toEqual([1, []]);
  });

  it('a stop during the real pause ends it at once', async () => {
    const halt = new AbortController();
    let tries = 0;
    const started = Date.now();
    const done = retryWithBackoff(halt.signal, async () => (tries++, false));
    setTimeout(() => halt.abort(), 20);
    await done;
    expect(tries).toBe(1);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('never tries on a stopped source', async () => {
    const halt = new AbortController();
    halt.abort();
    let tries = 0;
    await retryWithBackoff(halt.signal, async () => (tries++, true));
    expect(tries).toBe(0);
  });
});
