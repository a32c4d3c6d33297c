import { describe, expect, it } from 'vitest';
import { downtimeGaugePercent, goalForRange, isShiftSplit, rangeDays, targetForView, targetToStore } from './coating-kpi';
import { KPI_METRICS } from './kpi-target';

describe('shift-split metrics are divided by 3 when shifts are not combined, except lf_per_hour and roll_to_roll_mins (document 3, section 9)', () => {
  it.each(KPI_METRICS.map((m) => [m, m !== 'lf_per_hour' && m !== 'roll_to_roll_mins'] as const))('%s is shift-split: %s', (metric, split) => {
    expect(isShiftSplit(metric)).toBe(split);
  });

  it.each([
    ['lineal_produced', false, 30_000, 10_000],
    ['lineal_produced', true, 30_000, 30_000],
    ['num_changeovers', false, 6, 2],
    ['lf_per_hour', false, 1_200, 1_200],
    ['roll_to_roll_mins', false, 45, 45],
  ] as const)('a daily %s target with combineShifts=%s shows as %s -> %s', (metric, combined, daily, shown) => {
    expect(targetForView(daily, metric, combined)).toBe(shown);
  });

  it.each([
    ['lineal_produced', false, 10_000, 30_000],
    ['lineal_produced', true, 10_000, 10_000],
    ['lf_per_hour', false, 1_200, 1_200],
  ] as const)('a %s target typed on a view with combineShifts=%s is stored per day: %s -> %s (multiplied by 3 for one shift)', (metric, combined, typed, stored) => {
    expect(targetToStore(typed, metric, combined)).toBe(stored);
  });

  it.each(KPI_METRICS)('storing then showing a %s target on a single-shift view gives back what was typed', (metric) => {
    expect(targetForView(targetToStore(123, metric, false), metric, false)).toBeCloseTo(123, 10);
  });
});

describe('goals scale per 24 hours over the selected range (document 3, section 9)', () => {
  it.each([
    ['one whole day', '2025-03-03T00:00:00-05:00', '2025-03-04T00:00:00-05:00', 1],
    ['a week', '2025-03-03T00:00:00-05:00', '2025-03-10T00:00:00-05:00', 7],
    ['an inclusive end of day counts the whole day', '2025-03-01T00:00:00-05:00', '2025-03-31T23:59:59.999-04:00', 30.958333333333332],
    ['twelve hours', '2025-03-03T07:00:00Z', '2025-03-03T19:00:00Z', 0.5],
  ])('%s is %s days', (_case, start, end, days) => {
    expect(rangeDays(start, end)).toBeCloseTo(days, 10);
  });

  it.each([
    ['lineal_produced over 7 combined days', 'lineal_produced', 7, true, 210_000],
    ['lineal_produced over 7 days, one shift a day', 'lineal_produced', 7, false, 70_000],
    ['lf_per_hour keeps its daily goal over any range', 'lf_per_hour', 7, true, 30_000],
  ] as const)('%s', (_case, metric, days, combined, goal) => {
    const start = Date.parse('2025-03-03T00:00:00Z');
    expect(goalForRange(30_000, metric, { start, end: start + days * 86_400_000 }, combined)).toBeCloseTo(goal, 6);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => rangeDays('2025-03-04', '2025-03-03')).toThrow('The range ends before it starts');
  });
});

describe('downtime gauge against a standard 8-hour shift (document 3, section 9)', () => {
  it.each([
    [0, 1, 0],
    [120, 1, 25],
    [480, 1, 100],
    [600, 1, 100],
    [480, 3, 100 / 3],
  ])('%s downtime minutes over %s shift(s) fill %s % of the gauge (clamped to 100)', (minutes, shifts, percent) => {
    expect(downtimeGaugePercent(minutes, shifts)).toBeCloseTo(percent, 10);
  });

  it.each([
    [-1, 1, 'Downtime minutes must be a non-negative number'],
    [10, 0, 'Shift count must be a whole number of at least 1'],
  ])('refuses %s minutes over %s shifts', (minutes, shifts, message) => {
    expect(() => downtimeGaugePercent(minutes, shifts)).toThrow(message);
  });
});
