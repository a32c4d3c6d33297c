import { describe, expect, it } from 'vitest';
import { coatingActual, kpiGaugeReading, sumCoatingOps, downtimeReading, type CoatingOpRow } from './coating-actuals';

const row = (over: Partial<CoatingOpRow> = {}): CoatingOpRow => ({
  shift_date: '2025-03-03', shift_name: 'Day', lf_per_hour: 6000, roll_to_roll_mins: 40, changeover_per_min: 20,
  weight_produced: 76000, lineal_produced: 40000, msf_produced: 180, uptime_hours: 6, downtime_hours: 2, uptime_mins: 360,
  changeover_mins: 60, changeover_hours: 1, num_changeovers: 3, roll_count: 10, split_roll_count: 1, full_roll_count: 9,
  ...over,
});

describe('coating KPI actuals (document 3 §3 coating op row)', () => {
  const t = sumCoatingOps([row(), row({ shift_name: 'Afternoon', lineal_produced: 20000, uptime_hours: 4, uptime_mins: 240, roll_count: 5 })]);
  it.each([
    ['lineal_produced sums', 'lineal_produced', 60000],
    ['lf_per_hour is lineal / uptime hours, never an average of rates', 'lf_per_hour', 6000],
    ['roll_to_roll_mins is uptime minutes / rolls', 'roll_to_roll_mins', 40],
    ['changeover_per_min is changeover minutes / changeovers', 'changeover_per_min', 20],
    ['tons_produced is pounds / 2000', 'tons_produced', 76],
  ] as const)('%s', (_rule, metric, expected) => {
    expect(coatingActual(metric, t)).toBeCloseTo(expected, 9);
  });

  it('lf_per_hour_with_downtime: run time less the expected downtime per shift', () => {
    // 2 shifts, 14 h run time, 2 h expected downtime each: 60000 / 10 h
    expect(coatingActual('lf_per_hour_with_downtime', t, 120)).toBeCloseTo(6000, 9);
  });

  it('document 3 §9: goals scale per 24 h over the range; one shift shows a third; the gauge is clamped to 100', () => {
    const target = { target: 45000, yellow: 70, red: 50 };
    const week = { start: '2025-03-03', end: '2025-03-09' };
    expect(kpiGaugeReading('lineal_produced', t, target, week, true).goal).toBeCloseTo(315000, 6);
    expect(kpiGaugeReading('lineal_produced', t, target, week, false).goal).toBeCloseTo(105000, 6);
    // lf_per_hour is not split by shift nor scaled by range.
    expect(kpiGaugeReading('lf_per_hour', t, { target: 5000, yellow: 70, red: 50 }, week, false)).toEqual({ actual: 6000, goal: 5000, percent: 100 });
  });

  it('document 3 §9: the downtime gauge assumes an 8-hour shift', () => {
    expect(downtimeReading(t)).toEqual({ minutes: 240, percent: 25, perShift: 120 });
  });
});

describe('coating KPI goals of rates (README decision)', () => {
  const t = sumCoatingOps([row()]);
  it.each(['lf_per_hour_with_downtime', 'changeover_per_min'] as const)('%s keeps its goal over a week of days', (metric) => {
    expect(kpiGaugeReading(metric, t, { target: 30, yellow: 70, red: 50 }, { start: '2025-03-03', end: '2025-03-09' }, true).goal).toBe(30);
  });
});
