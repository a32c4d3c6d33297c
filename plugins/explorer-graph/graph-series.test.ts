import { describe, expect, it } from 'vitest';
import { buildSeries, formatMetric, grandTotals, metricValue, totalsOf } from './graph-series';

const row = (shift_date: string, shift_key: string, name: string, t: Partial<Record<string, number | string>>) => ({
  shift_date, shift_key, entity: { name },
  scheduled_secs: 0, planned_down_secs: 0, unplanned_down_secs: 0, ideal_secs: 0, good_secs: 0,
  units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0, ...t,
});

// 8 h scheduled, 1 h planned down, 1 h unplanned down: availability 6/7; ideal 5 h of 6 h operating.
const shift = { scheduled_secs: 28800, planned_down_secs: 3600, unplanned_down_secs: 3600, ideal_secs: 18000, good_secs: 16200, units_produced: '1000', units_scrapped: '50', units_rejected: '30', units_reworked: '20' };

describe('graph series', () => {
  it.each([
    ['AVAILABILITY', (6 / 7) * 100],
    ['PERFORMANCE', (5 / 6) * 100],
    ['QUALITY', 90],
    ['EFFICIENCY', (6 / 7) * (5 / 6) * 0.9 * 100],
    ['PRODUCTION', 1000],
    ['GOOD', 900],
    ['SCRAP', 50],
  ] as const)('%s of one shift comes from its seconds and counts (GraphQL numerics arrive as text)', (metric, expected) => {
    expect(metricValue(totalsOf(row('2025-03-03', 'DAY', 'Press 1', shift)), metric)).toBeCloseTo(expected, 9);
  });

  it('a roll-up sums seconds and counts, never averages percentages', () => {
    const rows = [
      row('2025-03-03', 'SUMMARY', 'Press 1', { scheduled_secs: 3600, ideal_secs: 3600, units_produced: 100 }),
      row('2025-03-03', 'SUMMARY', 'Press 2', { scheduled_secs: 10800, ideal_secs: 5400, units_produced: 100 }),
    ];
    const [series] = buildSeries(rows, (r) => String(r.shift_date), [], false);
    // Performance (3600 + 5400) / (3600 + 10800) = 62.5 %, not the mean of 100 % and 50 %.
    expect(metricValue(series!.points[0]!.totals, 'PERFORMANCE')).toBeCloseTo(62.5, 9);
  });

  it('a day is cut per shift in the profile order; children get one series each', () => {
    const rows = [row('2025-03-03', 'NIGHT', 'Press 2', shift), row('2025-03-03', 'DAY', 'Press 1', shift), row('2025-03-03', 'NIGHT', 'Press 1', shift)];
    const series = buildSeries(rows, (r) => String(r.shift_key), ['DAY', 'SWING', 'NIGHT'], true);
    expect(series.map((s) => [s.name, s.points.map((p) => p.bucket)])).toEqual([['Press 1', ['DAY', 'NIGHT']], ['Press 2', ['NIGHT']]]);
    expect(grandTotals(series).units_produced).toBe(3000);
  });

  it.each([
    [85.123, 'EFFICIENCY', '85.12 %'],
    [0, 'QUALITY', '0.00 %'],
    [12345.4, 'PRODUCTION', '12,345'],
  ] as const)('percentages show 2 decimals, units whole: %d %s -> %s', (value, metric, text) => {
    expect(formatMetric(value, metric)).toBe(text);
  });
});
