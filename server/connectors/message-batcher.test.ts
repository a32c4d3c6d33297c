import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MessageBatcher } from './message-batcher';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A batcher whose batches are recorded and finish only when the test says so. */
function recording(maxItems: number, lingerMs: number) {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  const batcher = new MessageBatcher<number>({
    maxItems,
    lingerMs,
    flush: (items) => {
      batches.push(items);
      return new Promise<void>((done) => finish.push(done));
    },
  });
  return { batcher, batches, finishNext: async () => { finish.shift()!(); await vi.advanceTimersByTimeAsync(0); } };
}

it('hands on a batch when it is full, or when its first item has waited the linger time', async () => {
  const r = recording(3, 10);
  [1, 2, 3, 4].forEach((i) => r.batcher.add(i));
  expect(r.batches).toEqual([[1, 2, 3]]);
  await r.finishNext();
  // The item that came while the first batch was stored goes at once, without waiting for others.
  expect(r.batches).toEqual([[1, 2, 3], [4]]);
  await r.finishNext();
  r.batcher.add(5);
  await vi.advanceTimersByTimeAsync(9);
  expect(r.batches).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(r.batches).toEqual([[1, 2, 3], [4], [5]]);
});

it('stores one batch at a time: what arrives meanwhile waits and goes next, in order, bounded by count', async () => {
  const r = recording(2, 10);
  r.batcher.add(1);
  await vi.advanceTimersByTimeAsync(10);
  [2, 3, 4, 5, 6].forEach((i) => r.batcher.add(i));
  await vi.advanceTimersByTimeAsync(50);
  expect(r.batches).toEqual([[1]]);
  await r.finishNext();
  expect(r.batches).toEqual([[1], [2, 3]]);
  await r.finishNext();
  await r.finishNext();
  expect(r.batches).toEqual([[1], [2, 3], [4, 5], [6]]);
});

it('drain resolves once everything added so far is handed on and done', async () => {
  const r = recording(2, 1_000);
  [1, 2, 3].forEach((i) => r.batcher.add(i));
  let drained = false;
  const draining = r.batcher.drain().then(() => void (drained = true));
  await r.finishNext();
  expect(drained).toBe(false);
  expect(r.batches).toEqual([[1, 2], [3]]);
  await r.finishNext();
  await draining;
  expect(drained).toBe(true);
});
