import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { LiveQueryHub, REFRESH_GAP_MS } from './live-queries';

/** A database whose one table holds `version`; every statement answers it as root field 0's JSON text, and is counted. */
function fakeDatabase() {
  const state = { version: 0, statements: 0, notify: (_table: string) => {} };
  const db = {
    kind: 'embedded',
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      state.notify = onPayload;
      return async () => {};
    },
    query: async (_sql: string, params: unknown[] = []) => {
      state.statements += 1;
      const j = String(state.version);
      // A multiplexed statement (index array first) answers one row per parameter set.
      if (Array.isArray(params[0])) return { rows: (params[0] as number[]).map((n) => ({ n, f: 0, j })), affectedRows: 0 };
      return { rows: [{ f: 0, j }], affectedRows: 0 };
    },
  } as unknown as Database;
  return { db, state };
}

/** A started hub with one subscriber of a query reading table `t`; `seen` collects what it is sent. */
async function subscribedHub() {
  const { db, state } = fakeDatabase();
  const hub = new LiveQueryHub(db);
  await hub.start();
  const seen: string[] = [];
  hub.subscribe({ sql: 'SELECT f, j', roots: [{ key: 'version', json: 'j' }], params: ['1'], tables: new Set(['t']) }, (r) => seen.push(r.data!));
  return { hub, state, seen };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

// Issue 15: under steady writes one engine cycle commits several times; a live query is refreshed
// at most once per REFRESH_GAP_MS, and the refresh that ends a gap sees every change made in it.
it('issue 15: a burst of table changes refreshes a live query twice, not once per change, and the last result is the newest', async () => {
  const { hub, state, seen } = await subscribedHub();
  await vi.advanceTimersByTimeAsync(0);
  expect(seen).toEqual(['{"version":0}']);
  const before = state.statements;

  for (let i = 1; i <= 20; i++) {
    state.version = i;
    state.notify('t');
    await vi.advanceTimersByTimeAsync(2);
  }
  await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
  expect(state.statements - before).toBe(2);
  expect(seen.at(-1)).toBe('{"version":20}');

  // A change to a table the query does not read refreshes nothing.
  state.notify('other');
  await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS * 2);
  expect(state.statements - before).toBe(2);
  await hub.stop();
});

it('issue 15: a change long after the last refresh is sent at once; one during the gap waits for the gap to end', async () => {
  const { hub, state, seen } = await subscribedHub();
  await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS * 5);

  state.version = 1;
  state.notify('t');
  await vi.advanceTimersByTimeAsync(0);
  expect(seen.at(-1)).toBe('{"version":1}');

  state.version = 2;
  state.notify('t');
  await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS / 2);
  expect(seen.at(-1)).toBe('{"version":1}');
  await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS / 2);
  expect(seen.at(-1)).toBe('{"version":2}');
  await hub.stop();
});
