import { describe, expect, it } from 'vitest';
import { oeeMetrics } from '../../core/oee';
import { computeWindow as compute, downtimeSeconds, groupEvents, resultColumns, type Window, type WindowEvent, type WindowSchedule } from './window-compute';

const H = 3_600_000;
const T0 = Date.UTC(2026, 2, 2, 7); // a Day shift 07:00-15:00 UTC
const window = { start: T0, end: T0 + 8 * H };
const LATER = T0 + 48 * H;

let nextId = 1;
const ev = (type: WindowEvent['type'], atH: number, extra: Partial<WindowEvent> = {}): WindowEvent => ({
  id: nextId++,
  ts: T0 + atH * H,
  end: null,
  type,
  quantity: 0,
  planned: false,
  part_name: 'P1',
  operation: 'OP10',
  ...extra,
});
const down = (fromH: number, toH: number | null, planned = false): WindowEvent =>
  ev('DOWN', fromH, { end: toH === null ? null : T0 + toH * H, planned });
/** The window's events as the engine hands them over: counted ones grouped, stops one by one. */
const computeWindow = (w: Window, schedules: WindowSchedule[], events: WindowEvent[], now: number) =>
  compute(w, schedules, groupEvents(w, events), events.filter((e) => e.type === 'DOWN'), now);
const sched = (extra: Partial<WindowSchedule> = {}): WindowSchedule => ({ id: 1, part_name: 'P1', operation: 'OP10', quantity: 480, ppm: 1, ...extra });

describe('downtime', () => {
  it.each([
    ['inside the shift', [down(1, 2)], 3600, 0],
    ['that began before the shift is clipped to the shift start', [down(-2, 1)], 3600, 0],
    ['that runs past the shift end is clipped to the shift end', [down(7, 10)], 3600, 0],
    ['overlapping stops are counted once', [down(1, 3), down(2, 4)], 3 * 3600, 0],
    ['planned time wins where planned and unplanned overlap', [down(1, 3), down(2, 4, true)], 3600, 2 * 3600],
    ['planned stops only', [down(0, 0.5, true)], 0, 1800],
  ])('unplanned and planned seconds of downtime %s', (_name, events, unplanned, planned) => {
    expect(downtimeSeconds(events, { ...window, scheduled: true }, LATER)).toEqual({ unplanned, planned });
  });

  it('open downtime (no end) counts up to now', () => {
    const now = T0 + 3 * H;
    expect(downtimeSeconds([down(2, null)], { ...window, scheduled: true }, now)).toEqual({ unplanned: 3600, planned: 0 });
  });
});

describe('one machine shift', () => {
  it('PROD, SCRP, RJCT and RWRK quantities become produced, scrapped, rejected and reworked units', () => {
    const r = computeWindow(window, [sched()], [ev('PROD', 1, { quantity: 100 }), ev('PROD', 2, { quantity: 50 }), ev('SCRP', 2, { quantity: 3 }), ev('RJCT', 3, { quantity: 2 }), ev('RWRK', 4, { quantity: 5 })], LATER);
    expect(r.totals).toMatchObject({ units_produced: 150, units_scrapped: 3, units_rejected: 2, units_reworked: 5 });
    expect(r.transaction_count).toBe(5);
    expect(resultColumns(r.totals).units_good).toBe(140);
  });

  it("a schedule's goal rate is its ppm in parts per second", () => {
    const r = computeWindow(window, [sched({ ppm: 3 })], [ev('PROD', 1, { quantity: 360 })], LATER);
    expect(r.schedules[0].goal_pps).toBeCloseTo(0.05);
    expect(r.totals.ideal_secs).toBeCloseTo(360 / 0.05);
  });

  it('the whole shift is scheduled, minus planned and unplanned downtime, and metrics follow the core formulas', () => {
    const r = computeWindow(window, [sched({ ppm: 1 })], [down(0, 1, true), down(2, 3), ev('PROD', 4, { quantity: 300 }), ev('SCRP', 5, { quantity: 30 })], LATER);
    expect(r.totals.scheduled_secs).toBe(8 * 3600);
    expect(r.totals.planned_down_secs).toBe(3600);
    expect(r.totals.unplanned_down_secs).toBe(3600);
    const m = oeeMetrics(r.totals);
    expect(m.availability).toBeCloseTo(6 / 7);
    expect(m.performance).toBeCloseTo(300 * 60 / (6 * 3600));
    expect(m.quality).toBeCloseTo(0.9);
    expect(resultColumns(r.totals).efficiency_percent).toBeCloseTo(100 * (6 / 7) * (300 * 60 / (6 * 3600)) * 0.9);
  });

  it('a shift in progress is scheduled up to now', () => {
    const r = computeWindow(window, [sched()], [], T0 + 2 * H);
    expect(r.totals.scheduled_secs).toBe(2 * 3600);
  });

  it('events outside the shift window are not counted in it', () => {
    const r = computeWindow(window, [sched()], [ev('PROD', -1, { quantity: 10 }), ev('PROD', 8, { quantity: 10 }), ev('PROD', 7.99, { quantity: 1 })], LATER);
    expect(r.totals.units_produced).toBe(1);
  });

  it('events count for the schedule of their part, time is shared by planned run minutes', () => {
    const a = sched({ id: 1, part_name: 'A', quantity: 120, ppm: 1 });
    const b = sched({ id: 2, part_name: 'B', quantity: 360, ppm: 1 });
    const r = computeWindow(window, [a, b], [ev('PROD', 1, { part_name: 'B', quantity: 7 }), ev('PROD', 1, { part_name: 'X', quantity: 2 })], LATER);
    expect(r.schedules.map((s) => s.totals.scheduled_secs)).toEqual([2 * 3600, 6 * 3600]);
    // An event of an unscheduled part counts for the largest schedule.
    expect(r.schedules.map((s) => s.totals.units_produced)).toEqual([0, 9]);
  });

  it('counted events are grouped by part and operation; stops and events outside the window are not counted', () => {
    const groups = groupEvents(window, [ev('PROD', 1, { quantity: 1 }), ev('SCRP', 2, { quantity: 2 }), ev('PROD', 3, { part_name: 'P2', quantity: 4 }), down(1, 2), ev('PROD', 9, { quantity: 8 })]);
    expect(groups.map((g) => [g.part_name, g.transaction_count, g.units_produced, g.units_scrapped])).toEqual([['P1', 2, 1, 2], ['P2', 1, 4, 0]]);
  });

  it('a machine with events but no schedule keeps its counts and has no scheduled time', () => {
    const r = computeWindow(window, [], [ev('PROD', 1, { quantity: 5 }), down(1, 2)], LATER);
    expect(r.totals).toMatchObject({ scheduled_secs: 0, unplanned_down_secs: 0, units_produced: 5 });
    expect(r.schedules).toEqual([]);
  });
});
