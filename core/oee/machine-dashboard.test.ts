import { describe, expect, it } from 'vitest';
import { formatHms } from './format-hms';
import { machineDashboardView, type MachineDashboardInput, type MachineResultRow } from './machine-dashboard';
import { oeeMetrics } from './oee';

const row = (shift_key: string, k: number): MachineResultRow => ({
  shift_key, scheduled_secs: 28_800 * k, planned_down_secs: 1_800 * k, unplanned_down_secs: 2_700 * k, ideal_secs: 18_000 * k, good_secs: 17_000 * k,
  units_produced: 1000 * k, units_scrapped: 30 * k, units_rejected: 20 * k, units_reworked: 10 * k,
});
const schedule = (part: string, op: string, shift: string, goal_pps: number, secs: number, qty: number, made: number) => ({
  goal_pps, scheduled_secs: secs, scheduled_quantity: qty, units_produced: made, schedule: { part_name: part, operation: op, shift_key: shift },
});
const base: MachineDashboardInput = {
  results: [row('DAY', 1), row('NIGHT', 2), row('SUMMARY', 3)],
  schedules: [schedule('P1', '10', 'DAY', 0.1, 3600, 400, 380), schedule('P2', '20', 'NIGHT', 0.3, 1200, 300, 250)],
  times: [
    { timestamp: '2025-03-03T08:00:00Z', units_produced: 90, part_name: 'P1', operation: '10', shift_key: 'DAY' },
    { timestamp: '2025-03-03T08:15:00Z', units_produced: 30, part_name: 'P1', operation: '10', shift_key: 'DAY' },
    { timestamp: '2025-03-03T09:00:00Z', units_produced: 60, part_name: 'P1', operation: '10', shift_key: 'DAY' },
    { timestamp: '2025-03-03T23:00:00Z', units_produced: 200, part_name: 'P2', operation: '20', shift_key: 'NIGHT' },
  ],
  shift: null,
  task: { part: null, op: null },
  averageSteps: 1,
};

describe('machine dashboard (document 2 §4 Machine dashboard, §9 Timeline, Gauges and metrics)', () => {
  it('combined shifts read the SUMMARY row; a shift reads its own row; doughnuts are core OEE with efficiency colours', () => {
    const all = machineDashboardView(base);
    const m = oeeMetrics(row('SUMMARY', 3));
    expect(all.doughnuts.map((d) => [d.label, d.value])).toEqual([
      ['Efficiency', m.efficiency], ['Performance', m.performance], ['Availability', m.availability], ['Quality', m.quality],
    ]);
    expect(all.counts).toEqual({ good: 2820, scrap: 90, reject: 60, rework: 30, produced: 3000 });
    const day = machineDashboardView({ ...base, shift: 'DAY' });
    expect(day.counts.good).toBe(940);
    expect(day.doughnuts[0]!.colour).toBe(m.efficiency <= 0.5 ? 'red' : m.efficiency <= 0.7 ? 'yellow' : 'green');
  });

  it("'Time Detail' shows Available, Operating, speed loss, scrap loss and unplanned down as HH:MM:SS", () => {
    const v = machineDashboardView({ ...base, shift: 'DAY' });
    expect(v.timeDetail.map((t) => t.label)).toEqual(['Available', 'Operating', 'Speed Loss', 'Scrap Loss', 'Unplanned Down']);
    expect(v.timeDetail[0]).toEqual({ label: 'Available', secs: 27_000, text: '07:30:00' });
    expect(v.timeDetail[4]!.text).toBe('00:45:00');
    expect(formatHms(90_061)).toBe('25:01:01');
  });

  it("'Loss Seconds' shows planned down, unplanned down, speed loss and scrap loss under their metrics' labels", () => {
    const v = machineDashboardView({ ...base, shift: 'DAY' });
    expect(v.lossSeconds.map((l) => [l.key, l.label])).toEqual([
      ['PLANNED_DOWN', 'Planned Down'], ['UNPLANNED_DOWN', 'Unplanned Down'], ['SPEED_LOSS', 'Speed Loss'], ['SCRAP_LOSS', 'Scrap Loss'],
    ]);
    expect(v.lossSeconds[1]!.secs).toBe(v.timeDetail[4]!.secs);
  });

  it('goal_pps is averaged weighted by scheduled_secs; goal per hour = goal_pps x 3600; Goal vs Actual sums the schedules', () => {
    const v = machineDashboardView(base);
    expect(v.goalPps).toBeCloseTo((0.1 * 3600 + 0.3 * 1200) / 4800);
    expect(v.goalPerHour).toBeCloseTo(v.goalPps * 3600);
    expect(v.goalVsActual).toEqual({ goal: 700, actual: 630 });
  });

  it('the timeline has 15-minute buckets; below 0.5 of the goal a bucket is slow; the average spans steps x 15 minutes', () => {
    const v = machineDashboardView({ ...base, shift: 'DAY', averageSteps: 2 });
    // goal 0.1 pps = 90 units per bucket; slow below 45.
    expect(v.goalPerBucket).toBeCloseTo(90);
    expect(v.timeline.map((b) => [new Date(b.start).toISOString().slice(11, 16), b.units, b.average, b.state])).toEqual([
      ['08:00', 90, 90, 'prod'],
      ['08:15', 30, 60, 'prod'],
      ['09:00', 60, 60, 'prod'],
    ]);
    const one = machineDashboardView({ ...base, shift: 'DAY', averageSteps: 1 });
    expect(one.timeline[1]!.state).toBe('slow');
  });

  it("'Parts Per Hour' sums the hour's counts; the Tasks picker offers the shift's parts and the part's tasks and narrows the counts", () => {
    const v = machineDashboardView(base);
    expect(v.partsPerHour.map((p) => p.units)).toEqual([120, 60, 200]);
    expect(v.parts).toEqual(['P1', 'P2']);
    const p2 = machineDashboardView({ ...base, task: { part: 'P2', op: null } });
    expect(p2.operations).toEqual(['20']);
    expect(p2.partsPerHour.map((p) => p.units)).toEqual([200]);
    expect(p2.goalVsActual).toEqual({ goal: 300, actual: 250 });
  });

  it('a shift without a result row has no results (the screen shows no zero doughnuts)', () => {
    expect(machineDashboardView(base).hasResults).toBe(true);
    expect(machineDashboardView({ ...base, shift: 'SWING' }).hasResults).toBe(false);
  });

  it("no schedules: hasSchedules is false (the screen says 'Schedule data not found')", () => {
    expect(machineDashboardView({ ...base, schedules: [] }).hasSchedules).toBe(false);
  });

  it('Metric Setup thresholds colour the doughnuts instead of the fixed bands, and performance above 100 % says why (issue 33 point 2)', () => {
    const m = oeeMetrics(row('SUMMARY', 3));
    const efficiency = m.efficiency * 100;
    const over = { danger_min: efficiency + 0.01, caution_min: efficiency + 5, standard_min: 95, danger_state: 'BELOW' };
    const under = { danger_min: efficiency - 5, caution_min: efficiency + 0.01, standard_min: 95, danger_state: 'BELOW' };
    expect(machineDashboardView({ ...base, thresholds: { EFFICIENCY: over } }).doughnuts[0]).toMatchObject({ colour: 'red', statusText: 'Danger' });
    expect(machineDashboardView({ ...base, thresholds: { EFFICIENCY: under } }).doughnuts[0]).toMatchObject({ colour: 'yellow', statusText: 'Caution' });
    const fast = machineDashboardView({ ...base, results: [{ ...row('SUMMARY', 3), ideal_secs: 90_000 }] });
    expect(fast.doughnuts[1]).toMatchObject({ key: 'PERFORMANCE', aboveIdeal: true, statusText: 'Good; above 100 %: the ideal rate is lower than the machine runs' });
  });
});

