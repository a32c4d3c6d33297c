import { describe, expect, it } from 'vitest';
import { monthlyPercentChange } from './monthly-change';

describe('monthly percentage change between consecutive months (document 2, section 9)', () => {
  it.each([
    ['a rise from 100 to 125 is +25 %', [['2025-01', 100], ['2025-02', 125]], [null, 25]],
    ['a fall from 80 to 60 is -25 %', [['2025-01', 80], ['2025-02', 60]], [null, -25]],
    ['across a year end', [['2024-12', 50], ['2025-01', 75]], [null, 50]],
    ['the input order does not matter', [['2025-03', 90], ['2025-01', 100], ['2025-02', 120]], [null, 20, -25]],
    ['a missing month breaks the chain', [['2025-01', 100], ['2025-03', 150], ['2025-04', 150]], [null, null, 0]],
    ['no change from a zero month', [['2025-01', 0], ['2025-02', 10]], [null, null]],
    ['a change from a negative month is measured against its size', [['2025-01', -50], ['2025-02', -25]], [null, 50]],
  ] as const)('%s', (_case, points, changes) => {
    const result = monthlyPercentChange(points.map(([month, value]) => ({ month, value })));
    result.forEach((r, i) => (changes[i] === null ? expect(r.change).toBeNull() : expect(r.change).toBeCloseTo(changes[i]!, 10)));
    expect(result.map((r) => r.month)).toEqual([...points].map(([m]) => m).sort());
  });

  it.each([
    ['an invalid month', [{ month: '2025-13', value: 1 }], "Invalid month '2025-13'"],
    ['a month given twice', [{ month: '2025-01', value: 1 }, { month: '2025-01', value: 2 }], 'Month 2025-01 appears twice'],
  ])('refuses %s with a clear error', (_case, series, message) => {
    expect(() => monthlyPercentChange(series)).toThrow(message);
  });
});
