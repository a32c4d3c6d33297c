import { describe, expect, it } from 'vitest';
import { countedStopMs, windowDowntimeSeconds } from './counted-downtime';
import { downtimeInWindows, type DowntimeEvent } from './downtime-in-windows';

const MIN = 60_000;
const HOUR = { start: 0, end: 60 * MIN, scheduled: true };
const stop = (startMin: number, endMin: number | null, planned = false) => ({ start: startMin * MIN, end: endMin === null ? null : endMin * MIN, planned });

describe('one definition of downtime (README Decisions: "Downtime minutes", issue 33)', () => {
  it('overlapping unplanned stops count their common time once, shared equally', () => {
    expect(countedStopMs([stop(0, 20), stop(10, 30)], HOUR, 999 * MIN).map((ms) => ms / MIN)).toEqual([15, 15]);
    expect(windowDowntimeSeconds([stop(0, 20), stop(10, 30)], HOUR, 999 * MIN)).toEqual({ planned: 0, unplanned: 1800 });
  });

  it('a window down from start to end has no operating time left: time shared by seven stops adds up to whole milliseconds', () => {
    const shift = { start: 0, end: 8 * 60 * MIN, scheduled: true };
    const seven = Array.from({ length: 7 }, () => stop(0, 8 * 60));
    expect(windowDowntimeSeconds(seven, shift, 999 * MIN)).toEqual({ planned: 0, unplanned: 8 * 3600 });
  });

  it('under a planned stop, unplanned time is planned: a jam during a changeover counts nothing', () => {
    expect(countedStopMs([stop(0, 30, true), stop(10, 20)], HOUR, 999 * MIN).map((ms) => ms / MIN)).toEqual([30, 0]);
  });

  it('stops are clipped to the window (a shift in progress ends now), and open stops count up to now', () => {
    expect(countedStopMs([stop(-10, 5), stop(55, 70), stop(40, null)], { start: 0, end: 50 * MIN, scheduled: true }, 50 * MIN).map((ms) => ms / MIN)).toEqual([5, 0, 10]);
  });

  it('a stop across a shift boundary counts in each shift for its part there, with that shift\'s date and key', () => {
    const event: DowntimeEvent = { timestamp: new Date(50 * MIN).toISOString(), end: new Date(70 * MIN).toISOString(), type: 'DOWN', quantity: null, shift_date: '1970-01-01', shift_key: 'A', machine_key: 'm1', planned: false };
    const windows = [
      { machineKey: 'm1', shiftDate: '1970-01-01', shiftKey: 'A', start: 0, end: 60 * MIN, scheduled: true },
      { machineKey: 'm1', shiftDate: '1970-01-01', shiftKey: 'B', start: 60 * MIN, end: 120 * MIN, scheduled: true },
      { machineKey: 'm2', shiftDate: '1970-01-01', shiftKey: 'A', start: 0, end: 60 * MIN, scheduled: true },
    ];
    expect(downtimeInWindows([event], windows, 999 * MIN).map((e) => [e.shift_key, e.minutes])).toEqual([['A', 10], ['B', 10]]);
  });

  it('downtime counts only where the machine was scheduled to produce: a window without a schedule counts none of a stop', () => {
    expect(countedStopMs([stop(10, 20), stop(30, 40, true)], { ...HOUR, scheduled: false }, 999 * MIN)).toEqual([0, 0]);
    expect(windowDowntimeSeconds([stop(10, 20)], { ...HOUR, scheduled: false }, 999 * MIN)).toEqual({ planned: 0, unplanned: 0 });
    const event: DowntimeEvent = { timestamp: new Date(50 * MIN).toISOString(), end: new Date(70 * MIN).toISOString(), type: 'DOWN', quantity: null, shift_date: '1970-01-01', shift_key: 'A', machine_key: 'm1', planned: false };
    const windows = [
      { machineKey: 'm1', shiftDate: '1970-01-01', shiftKey: 'A', start: 0, end: 60 * MIN, scheduled: true },
      { machineKey: 'm1', shiftDate: '1970-01-01', shiftKey: 'B', start: 60 * MIN, end: 120 * MIN, scheduled: false },
    ];
    expect(downtimeInWindows([event], windows, 999 * MIN).map((e) => [e.shift_key, e.minutes])).toEqual([['A', 10]]);
  });
});
