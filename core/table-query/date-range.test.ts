import { describe, expect, it } from 'vitest';
import { orderDateRange } from './date-range';

describe('a date range keeps itself ordered (spec 2.4)', () => {
  it.each([
    ['start moved after end: end is set to start', { start: '2025-03-10', end: '2025-03-05' }, 'start', { start: '2025-03-10', end: '2025-03-10' }],
    ['end moved before start: start is set to end', { start: '2025-03-10', end: '2025-03-05' }, 'end', { start: '2025-03-05', end: '2025-03-05' }],
    ['an ordered range is kept', { start: '2025-03-01', end: '2025-03-05' }, 'start', { start: '2025-03-01', end: '2025-03-05' }],
    ['an equal range is kept', { start: '2025-03-05', end: '2025-03-05' }, 'end', { start: '2025-03-05', end: '2025-03-05' }],
  ] as const)('%s', (_rule, range, moved, expected) => {
    expect(orderDateRange(range, moved)).toEqual(expected);
  });
});
