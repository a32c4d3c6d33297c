import { describe, expect, it } from 'vitest';
import { shiftsFromProfile } from '../../core/shifts';
import { testProfile } from '../../workbench/testing';
import { eventsByHour, machineBreakdown, reasonDescriptions, type MachineEvent } from './event-breakdowns';

const NOW = Date.parse('2025-03-04T12:00:00Z');
const shifts = shiftsFromProfile(testProfile().shifts);
// 2025-03-03 in New York is UTC-5: the Day shift 06:00-14:00 local is 11:00-19:00 UTC.
const scrap = (machine: string, at: string, quantity: number, shift = 'DAY'): MachineEvent => ({
  timestamp: at, type: 'SCRP', quantity, reason_name: 'Burr', shift_date: '2025-03-03', shift_key: shift, machine_key: machine,
});

describe('event analysis breakdowns (issue 35 point 5)', () => {
  it('by machine: each machine once, named from the tree, worst first, shares summing to 1', () => {
    const bars = machineBreakdown(
      [scrap('press-1', '2025-03-03T12:00:00Z', 2), scrap('press-2', '2025-03-03T12:10:00Z', 5), scrap('press-1', '2025-03-03T13:00:00Z', 1)],
      NOW,
      [{ key: 'press-1', name: 'Press 1' }, { key: 'press-2', name: 'Press 2' }],
    );
    expect(bars.map((b) => [b.name, b.events, b.amount])).toEqual([['Press 2', 1, 5], ['Press 1', 2, 3]]);
    expect(bars.reduce((a, b) => a + b.share, 0)).toBeCloseTo(1, 10);
  });

  it('one shift date by hour: a unit event in the hour of its time stamp, the hours labelled in the entity zone, one series per shift', () => {
    const chart = eventsByHour(
      [scrap('press-1', '2025-03-03T12:20:00Z', 2), scrap('press-1', '2025-03-03T12:40:00Z', 3), scrap('press-1', '2025-03-03T19:30:00Z', 4, 'SWING')],
      NOW,
      { day: '2025-03-03', zones: new Map([['press-1', 'US/Eastern']]), labelZone: 'US/Eastern', shifts, byShift: true, shiftOrder: ['DAY', 'SWING', 'NIGHT'] },
    );
    // Day 06:00 to Night's end 06:00 next morning: 24 hours.
    expect(chart.dates).toHaveLength(24);
    expect(chart.dates[0]).toBe('06:00');
    expect(chart.series.map((s) => s.name)).toEqual(['DAY', 'SWING']);
    expect(chart.series[0]!.amounts[chart.dates.indexOf('07:00')]).toBe(5);
    expect(chart.series[1]!.amounts[chart.dates.indexOf('14:00')]).toBe(4);
  });

  it("by hour: a stop's counted minutes spread over the hours it covers inside its shift window, summing to its minutes", () => {
    // 07:30-09:15 local, counted 105 minutes: 30 in 07:00, 60 in 08:00, 15 in 09:00.
    const stop: MachineEvent = { timestamp: '2025-03-03T12:30:00Z', end: '2025-03-03T14:15:00Z', type: 'DOWN', quantity: null, reason_name: 'Jam', shift_date: '2025-03-03', shift_key: 'DAY', machine_key: 'press-1', minutes: 105 };
    const chart = eventsByHour([stop], NOW, { day: '2025-03-03', zones: new Map([['press-1', 'US/Eastern']]), labelZone: 'US/Eastern', shifts, byShift: false, shiftOrder: [] });
    const at = (label: string) => chart.series[0]!.amounts[chart.dates.indexOf(label)];
    expect(chart.series.map((s) => s.name)).toEqual(['ALL']);
    expect([at('07:00'), at('08:00'), at('09:00')]).toEqual([30, 60, 15]);
    expect(chart.series[0]!.amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(105, 10);
  });

  it("document 2 §3 reason lists (each with desc): a reason's description from the list of the dataset's type, by name regardless of case", () => {
    const profile = testProfile({ scrap_reasons: [{ name: 'Burr', desc: 'Sharp edge left by the die' }], down_reasons: [{ name: 'Burr', desc: 'not this list' }] });
    const describe = reasonDescriptions(profile, 'SCRP');
    expect(describe('burr ')).toBe('Sharp edge left by the die');
    expect(describe('Crack')).toBe('');
  });
});
