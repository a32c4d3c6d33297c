import { describe, expect, it } from 'vitest';
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
