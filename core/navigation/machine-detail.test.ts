import { describe, expect, it } from 'vitest';
import { isMachineDetail } from './machine-detail';

const machine = { euid: 'M1', name: 'Press 1', desc: '', key: 'P1', depth: 3, max_depth: 3, show_children: true };

describe('document 3 §2.1: the detail view replaces the dashboard at the maximum depth with a day', () => {
  const range = { start: '2025-03-01', end: '2025-03-07' };
  it.each([
    ['a machine and a day', machine, { range, day: '2025-03-03' }, true],
    ['a machine and a date range', machine, { range, day: null }, false],
    ['an area (depth under the max) and a day', { ...machine, depth: 2 }, { range, day: '2025-03-03' }, false],
    ['the company (no entity chosen) and a day', { ...machine, euid: '', depth: 0, max_depth: 0 }, { range, day: '2025-03-03' }, false],
  ])('%s: %s', (_name, entity, time, expected) => {
    expect(isMachineDetail({ entity, time })).toBe(expected);
  });
});
