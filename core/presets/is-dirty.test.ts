import { describe, expect, it } from 'vitest';
import { isDirty } from './is-dirty';

const saved = {
  version: '2025-04-23',
  explorerMode: 'GRAPH',
  metric: 'EFFICIENCY',
  entity: { euid: 'C1', depth: 0, show_children: true },
  time: { day: '2025-03-03', range: { start: '2025-03-01T00:00:00.000-05:00', end: '2025-03-31T23:59:59.999-04:00' } },
  metric_layout: { rev: 2, metrics: ['EFFICIENCY', 'QUALITY'] },
};

describe('isDirty (document 1 §4: the dirty marker)', () => {
  it('an identical payload is not dirty', () => {
    expect(isDirty(structuredClone(saved), saved)).toBe(false);
  });

  it.each([
    ['a different version stamp', { ...saved, version: '2024-01-01' }],
    ['a different updated time', { ...saved, _updated: '2025-04-01T10:00:00Z' }],
    ['date characters beyond the first 10', { ...saved, time: { ...saved.time, range: { start: '2025-03-01T05:00:00Z', end: '2025-03-31' } } }],
    ['another key order', { metric_layout: saved.metric_layout, time: saved.time, entity: saved.entity, metric: 'EFFICIENCY', explorerMode: 'GRAPH' }],
    ['a key holding undefined', { ...saved, task: undefined }],
  ])('ignores %s', (_rule, working) => {
    expect(isDirty(working, saved)).toBe(false);
  });

  it.each([
    ['a different metric', { ...saved, metric: 'QUALITY' }],
    ['a different calendar day in the range', { ...saved, time: { ...saved.time, range: { ...saved.time.range, start: '2025-03-02T00:00:00Z' } } }],
    ['a nested change', { ...saved, entity: { ...saved.entity, show_children: false } }],
    ['a reordered metric list', { ...saved, metric_layout: { rev: 2, metrics: ['QUALITY', 'EFFICIENCY'] } }],
    ['an added key', { ...saved, shift: 'DAY' }],
    ['a removed key', { explorerMode: 'GRAPH' }],
  ])('sees %s', (_rule, working) => {
    expect(isDirty(working, saved)).toBe(true);
  });
});
