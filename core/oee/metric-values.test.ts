import { describe, expect, it } from 'vitest';
import { metricValues } from './metric-values';

describe('metric values from summed seconds and counts (document 2, section 9; the consolidated metrics call)', () => {
  // 8 h scheduled, 1 h planned down, 1 h unplanned down: available 7 h, operating 6 h.
  const totals = {
    scheduled_secs: 28_800,
    planned_down_secs: 3_600,
    unplanned_down_secs: 3_600,
    ideal_secs: 18_000,
    good_secs: 16_200,
    units_produced: 1000,
    units_scrapped: 50,
    units_rejected: 30,
    units_reworked: 20,
  };

  it.each([
    ['AVAILABILITY', (6 / 7) * 100],
    ['PERFORMANCE', (18_000 / 21_600) * 100],
    ['QUALITY', 90],
    ['EFFICIENCY', (6 / 7) * (18_000 / 21_600) * 0.9 * 100],
    ['PLANNED_DOWN', (3_600 / 28_800) * 100],
    ['UNPLANNED_DOWN', (3_600 / 25_200) * 100],
    ['SPEED_LOSS', (3_600 / 25_200) * 100],
    ['SCRAP_LOSS', (1_800 / 25_200) * 100],
    ['PRODUCTION', 1000],
    ['SCRAP', 50],
    ['REJECT', 30],
    ['REWORK', 20],
    ['GOOD', 900],
  ] as const)('%s is computed from summed seconds and counts', (metric, expected) => {
    expect(metricValues(totals)[metric]).toBeCloseTo(expected, 9);
  });

  it('an empty total gives zeros, not NaN', () => {
    const zero = metricValues({ scheduled_secs: 0, planned_down_secs: 0, unplanned_down_secs: 0, ideal_secs: 0, good_secs: 0, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    expect(Object.values(zero).every((v) => v === 0)).toBe(true);
  });
});
