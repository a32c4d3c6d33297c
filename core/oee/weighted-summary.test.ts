import { describe, expect, it } from 'vitest';
import { oeeMetrics, scheduleTotals, sumTotals } from './oee';
import { summariseResultRows, weightedAverages, type ResultRow } from './weighted-summary';

const row = (over: Partial<ResultRow>): ResultRow => ({
  scheduled_secs: 3_600, performance: 0, availability: 0, goal_pps: 0, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0, ...over,
});

describe('client-side summary: performance, availability and goal_pps weighted by scheduled_secs (document 2, section 9)', () => {
  it.each([
    ['two equal shifts average plainly', [row({ performance: 0.8, availability: 0.9, goal_pps: 1 }), row({ performance: 0.6, availability: 0.7, goal_pps: 3 })], { performance: 0.7, availability: 0.8, goal_pps: 2, scheduled_secs: 7_200 }],
    ['an 8-hour row outweighs a 1-hour row 8 to 1', [row({ scheduled_secs: 28_800, performance: 0.9, availability: 1, goal_pps: 2 }), row({ scheduled_secs: 3_600, performance: 0, availability: 0.1, goal_pps: 11 })], { performance: 0.8, availability: 0.9, goal_pps: 3, scheduled_secs: 32_400 }],
    ['a row with nothing scheduled does not count', [row({ performance: 0.5, availability: 0.5, goal_pps: 1 }), row({ scheduled_secs: 0, performance: 1, availability: 1, goal_pps: 9 })], { performance: 0.5, availability: 0.5, goal_pps: 1, scheduled_secs: 3_600 }],
    ['no rows give zeros, not NaN', [], { performance: 0, availability: 0, goal_pps: 0, scheduled_secs: 0 }],
  ])('%s', (_case, rows, expected) => {
    const w = weightedAverages(rows);
    for (const [k, v] of Object.entries(expected)) expect(w[k as keyof typeof w], k).toBeCloseTo(v, 10);
  });

  it.each([
    ['negative scheduled time', row({ scheduled_secs: -1 }), 'scheduled_secs must not be negative'],
    ['a non-numeric performance', row({ performance: Number.NaN }), 'performance must be a finite number'],
  ])('refuses %s with a clear error', (_case, bad, message) => {
    expect(() => weightedAverages([row({}), bad])).toThrow(`Row 1: ${message}`);
  });

  it('quality comes from summed counts and efficiency = performance x quality x availability', () => {
    const s = summariseResultRows([
      row({ performance: 0.8, availability: 0.9, units_produced: 1_000, units_scrapped: 50, units_rejected: 30, units_reworked: 20 }),
      row({ performance: 0.8, availability: 0.9, units_produced: 1_000 }),
    ]);
    expect(s.units_good).toBe(1_900);
    expect(s.quality).toBeCloseTo(0.95, 10);
    expect(s.efficiency).toBeCloseTo(0.8 * 0.95 * 0.9, 10);
  });

  it("equals the server's sum-of-seconds availability when no row has planned downtime", () => {
    const a = scheduleTotals({ scheduled_secs: 28_800, planned_down_secs: 0, unplanned_down_secs: 2_880, goal_pps: 1, units_produced: 20_000, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const b = scheduleTotals({ scheduled_secs: 3_600, planned_down_secs: 0, unplanned_down_secs: 1_800, goal_pps: 1, units_produced: 1_000, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const rows = [a, b].map((t) => ({ scheduled_secs: t.scheduled_secs, performance: oeeMetrics(t).performance, availability: oeeMetrics(t).availability, goal_pps: 1 }));
    expect(weightedAverages(rows).availability).toBeCloseTo(oeeMetrics(sumTotals([a, b])).availability, 10);
  });

  it("differs from the server's roll-up when planned downtime differs between rows (why the server sums seconds)", () => {
    const a = scheduleTotals({ scheduled_secs: 28_800, planned_down_secs: 25_200, unplanned_down_secs: 0, goal_pps: 1, units_produced: 3_600, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const b = scheduleTotals({ scheduled_secs: 28_800, planned_down_secs: 0, unplanned_down_secs: 14_400, goal_pps: 1, units_produced: 14_400, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const rows = [a, b].map((t) => ({ scheduled_secs: t.scheduled_secs, performance: oeeMetrics(t).performance, availability: oeeMetrics(t).availability, goal_pps: 1 }));
    expect(weightedAverages(rows).availability).toBeCloseTo(0.75, 10); // (1 + 0.5) / 2
    expect(oeeMetrics(sumTotals([a, b])).availability).toBeCloseTo(18_000 / 32_400, 10); // operating / available
  });
});
