import { describe, expect, it } from 'vitest';
import { FixedClock } from '../platform';
import { downtimeMinutes } from './downtime';
import { oeeMetrics, scheduleTotals, sumTotals } from './oee';

describe('OEE formulas', () => {
  // Worked example published by Vorne Industries on oee.com ("OEE Calculation"):
  // a 480-minute shift with two 15-minute breaks and a 30-minute meal (planned production time
  // 420 min), 47 minutes of breakdowns, ideal cycle time 1.0 s, 19,271 pieces made, 423 rejected.
  // Published results: availability 88.81 %, performance 86.11 %, quality 97.80 %, OEE 74.79 %.
  it('matches the published worked example (oee.com: 420 min planned, 47 min down, 19,271 made, 423 rejected, 1.0 s cycle)', () => {
    const t = scheduleTotals({
      scheduled_secs: 480 * 60,
      planned_down_secs: 60 * 60,
      unplanned_down_secs: 47 * 60,
      goal_pps: 1,
      units_produced: 19_271,
      units_scrapped: 0,
      units_rejected: 423,
      units_reworked: 0,
    });
    const m = oeeMetrics(t);
    expect(m.availability).toBeCloseTo(0.8881, 4);
    expect(m.performance).toBeCloseTo(0.8611, 4);
    expect(m.quality).toBeCloseTo(0.978, 4);
    expect(m.efficiency).toBeCloseTo(0.7479, 4);
  });

  it('efficiency plus unplanned down, speed loss and scrap loss shares make up the available time', () => {
    const m = oeeMetrics(
      scheduleTotals({ scheduled_secs: 28_800, planned_down_secs: 1_800, unplanned_down_secs: 2_700, goal_pps: 0.5, units_produced: 10_000, units_scrapped: 120, units_rejected: 80, units_reworked: 50 }),
    );
    expect(m.efficiency + m.unplanned_down + m.speed_loss + m.scrap_loss).toBeCloseTo(1, 10);
  });

  it('rolls up by summing seconds and counts, never by averaging percentages', () => {
    const busy = scheduleTotals({ scheduled_secs: 28_800, planned_down_secs: 0, unplanned_down_secs: 0, goal_pps: 1, units_produced: 28_800, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const idle = scheduleTotals({ scheduled_secs: 3_600, planned_down_secs: 0, unplanned_down_secs: 3_600, goal_pps: 1, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const site = oeeMetrics(sumTotals([busy, idle]));
    expect(site.availability).toBeCloseTo(28_800 / 32_400, 10);
    expect(site.availability).not.toBeCloseTo(0.5, 2);
  });
});

describe('OEE edge cases', () => {
  const base = { scheduled_secs: 28_800, planned_down_secs: 0, unplanned_down_secs: 0, goal_pps: 1, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 };

  it.each([
    // case, input overrides, expected metrics
    ['zero produced: quality, performance and efficiency are 0, availability stays 1', { units_produced: 0 }, { availability: 1, performance: 0, quality: 0, efficiency: 0, speed_loss: 1 }],
    ['zero available (all unplanned down): availability 0, unplanned down 100 %', { unplanned_down_secs: 28_800 }, { availability: 0, performance: 0, efficiency: 0, unplanned_down: 1 }],
    ['all planned down: planned down 100 %, no available time, every other share 0', { planned_down_secs: 28_800, unplanned_down_secs: 0 }, { planned_down: 1, availability: 0, unplanned_down: 0, speed_loss: 0, efficiency: 0 }],
    ['nothing scheduled: every ratio is 0, none is NaN', { scheduled_secs: 0 }, { planned_down: 0, availability: 0, performance: 0, quality: 0, efficiency: 0 }],
    ['more scrap, reject and rework than produced: good never goes negative', { units_produced: 10, units_scrapped: 8, units_rejected: 4 }, { units_good: 0, quality: 0 }],
    ['downtime longer than the available time: operating time floors at 0', { planned_down_secs: 3_600, unplanned_down_secs: 30_000 }, { operating_secs: 0, availability: 0 }],
    ['produced exactly at the goal rate for the whole window: every factor 1', { units_produced: 28_800 }, { availability: 1, performance: 1, quality: 1, efficiency: 1, speed_loss: 0, scrap_loss: 0 }],
  ])('%s', (_case, over, expected) => {
    const m = oeeMetrics(scheduleTotals({ ...base, ...over }));
    for (const [key, value] of Object.entries(expected)) expect(m[key as keyof typeof m], key).toBeCloseTo(value, 10);
    for (const value of Object.values(m)) expect(Number.isNaN(value)).toBe(false);
  });

  it('open downtime counts up to now: a breakdown open for 47 minutes of a 420-minute run gives 88.81 % availability', () => {
    const start = Date.parse('2025-03-03T08:00:00Z');
    const now = new FixedClock(start + 47 * 60_000).now();
    const unplanned = downtimeMinutes(start, undefined, now) * 60;
    const m = oeeMetrics(scheduleTotals({ ...base, planned_down_secs: 3_600, unplanned_down_secs: unplanned }));
    expect(m.availability).toBeCloseTo(373 / 420, 10);
  });

  it('a zero goal rate gives no ideal time rather than an infinite one', () => {
    const t = scheduleTotals({ ...base, goal_pps: 0, units_produced: 100 });
    expect([t.ideal_secs, t.good_secs]).toEqual([0, 0]);
  });
});
