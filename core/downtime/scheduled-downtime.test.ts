import { describe, expect, it } from 'vitest';
import { activeDowntime, type ScheduledDowntime } from './scheduled-downtime';

const S = 1000;
const T = 1_767_373_200 * S; // 2026-01-02T17:00:00Z, in epoch milliseconds
const notice = (pk: number, start: number, end: number, updated = 1): ScheduledDowntime => ({
  pk, message: `notice ${pk}`, start_epoch: start, end_epoch: end, time_epoch: end, updated_epoch: updated,
});

describe('activeDowntime (document 1 §4: the first downtime whose window contains now, not acknowledged)', () => {
  const list = [notice(1, T + 10 * S, T + 20 * S), notice(2, T, T + 100 * S), notice(3, T + 5 * S, T + 50 * S)];
  it.each([
    ['before every window', T - 1 * S, {}, undefined],
    ['at the window start (inclusive)', T, {}, 2],
    ['at the window end (inclusive)', T + 100 * S, {}, 2],
    ['after every window', T + 101 * S, {}, undefined],
    ['the first in list order when windows overlap', T + 15 * S, {}, 1],
    ['an acknowledged one is skipped for the next', T + 15 * S, { '1': 1 }, 2],
    ['an acknowledgement of an older updated_epoch does not count', T + 15 * S, { '1': 0 }, 1],
    ['all acknowledged: nothing', T + 15 * S, { '1': 1, '2': 1, '3': 1 }, undefined],
  ])('%s', (_case, now, acks, expected) => {
    expect(activeDowntime(list, acks, now)?.pk).toBe(expected);
  });
});
