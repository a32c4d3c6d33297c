import { describe, expect, it } from 'vitest';
import { activeDowntime, type ScheduledDowntime } from './scheduled-downtime';

const T = 1_767_373_200; // 2026-01-02T17:00:00Z, in epoch seconds
const notice = (pk: number, start: number, end: number, updated = 1): ScheduledDowntime => ({
  pk, message: `notice ${pk}`, start_epoch: start, end_epoch: end, time_epoch: end, updated_epoch: updated,
});

describe('activeDowntime (document 1 §4: the first downtime whose window contains now, not acknowledged)', () => {
  const list = [notice(1, T + 10, T + 20), notice(2, T, T + 100), notice(3, T + 5, T + 50)];
  it.each([
    ['before every window', T - 1, {}, undefined],
    ['at the window start (inclusive)', T, {}, 2],
    ['at the window end (inclusive)', T + 100, {}, 2],
    ['after every window', T + 101, {}, undefined],
    ['the first in list order when windows overlap', T + 15, {}, 1],
    ['an acknowledged one is skipped for the next', T + 15, { '1': 1 }, 2],
    ['an acknowledgement of an older updated_epoch does not count', T + 15, { '1': 0 }, 1],
    ['all acknowledged: nothing', T + 15, { '1': 1, '2': 1, '3': 1 }, undefined],
  ])('%s', (_case, nowSecs, acks, expected) => {
    expect(activeDowntime(list, acks, nowSecs * 1000)?.pk).toBe(expected);
  });
});
