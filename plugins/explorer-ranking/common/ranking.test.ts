import { describe, expect, it } from 'vitest';
import { metricValue, ZERO_TOTALS, type MachineUnder, type ProductionTotals, type ReasonBar } from '../../../core/oee';
import { dangerStateOf, rankMachines, sortRanking, totalsByMachine, type RankingInput } from './ranking';

const machine = (n: number): MachineUnder => ({ euid: `E${n}`, key: `M${n}`, name: `Press ${n}`, timezone: 'US/Eastern' });
const row = (euid: string, t: Partial<ProductionTotals>) => ({ entity: { euid }, ...ZERO_TOTALS, ...t });
/** A shift of 8 h with `down` seconds unplanned down, running at the goal rate, all good. */
const shift = (euid: string, down: number) => row(euid, { scheduled_secs: 28_800, unplanned_down_secs: down, ideal_secs: 28_800 - down, good_secs: 28_800 - down, units_produced: 100 });
const reason = (name: string, minutes: number): ReasonBar => ({ reason: name, amount: minutes, events: 1, share: 0, cumulativeShare: 0 });

const input = (over: Partial<RankingInput>): RankingInput => ({
  machines: [machine(1), machine(2), machine(3)],
  metric: 'AVAILABILITY',
  dangerState: 'BELOW',
  currentRows: [],
  previousRows: [],
  reasons: new Map(),
  ...over,
});

describe('ranking maths (issue 35 point 1: worst machine first)', () => {
  it('sums a machine\'s seconds and counts over the range before dividing, never averaging percentages', () => {
    // Day 1: 0 % available (8 h down of 8 h); day 2: 100 % over 24 h. Averaging percentages says 50 %;
    // the summed seconds say 24 h up of 32 h = 75 %.
    const rows = [row('E1', { scheduled_secs: 28_800, unplanned_down_secs: 28_800 }), row('E1', { scheduled_secs: 86_400, ideal_secs: 86_400, units_produced: 10 })];
    expect(totalsByMachine(rows).get('E1')).toMatchObject({ scheduled_secs: 115_200, unplanned_down_secs: 28_800, units_produced: 10 });
    const [ranked] = rankMachines(input({ machines: [machine(1)], currentRows: rows }));
    expect(ranked!.value).toBeCloseTo(75, 10);
  });

  it('orders worst first: lowest first where low is bad, highest first where high is bad', () => {
    const currentRows = [shift('E1', 3600), shift('E2', 7200), shift('E3', 0)];
    expect(rankMachines(input({ currentRows })).map((m) => m.key)).toEqual(['M2', 'M1', 'M3']);
    const byDowntime = rankMachines(input({ currentRows, metric: 'UNPLANNED_DOWN', dangerState: 'ABOVE' }));
    expect(byDowntime.map((m) => m.key)).toEqual(['M2', 'M1', 'M3']);
    expect(byDowntime[0]!.value).toBeCloseTo(25, 10);
  });

  it('the company\'s Metric Setup direction wins over the catalogue\'s', () => {
    expect(dangerStateOf('AVAILABILITY')).toBe('BELOW');
    expect(dangerStateOf('SCRAP_LOSS')).toBe('ABOVE');
    expect(dangerStateOf('AVAILABILITY', 'above')).toBe('ABOVE');
    expect(dangerStateOf('AVAILABILITY', '')).toBe('BELOW');
  });

  it('breaks ties by machine name, so equal machines keep one order between loads', () => {
    const currentRows = [shift('E3', 3600), shift('E1', 3600), shift('E2', 3600)];
    expect(rankMachines(input({ currentRows })).map((m) => m.key)).toEqual(['M1', 'M2', 'M3']);
  });

  it('leaves out machines without results in the scope', () => {
    expect(rankMachines(input({ currentRows: [shift('E2', 0)] })).map((m) => m.key)).toEqual(['M2']);
  });

  it('gives the losses in seconds: availability = unplanned down, performance = speed loss, quality = scrap loss', () => {
    // 8 h scheduled, 1 h down, 7 h operating of which 6 h ideal (1 h slow), 5.5 h good (0.5 h scrap).
    const t = { scheduled_secs: 28_800, unplanned_down_secs: 3600, ideal_secs: 21_600, good_secs: 19_800, units_produced: 120, units_scrapped: 10 };
    const [m] = rankMachines(input({ machines: [machine(1)], currentRows: [row('E1', t)] }));
    expect(m).toMatchObject({ availabilityLossSecs: 3600, performanceLossSecs: 3600, qualityLossSecs: 1800 });
  });

  it('compares with the previous period\'s summed value, and says null when that period had no results', () => {
    const currentRows = [shift('E1', 7200), shift('E2', 0)];
    const previousRows = [shift('E1', 3600), shift('E1', 0)];
    const ranked = rankMachines(input({ currentRows, previousRows }));
    expect(ranked[0]).toMatchObject({ key: 'M1', value: 75 });
    expect(ranked[0]!.previous).toBeCloseTo(metricValue({ ...ZERO_TOTALS, scheduled_secs: 57_600, unplanned_down_secs: 3600, ideal_secs: 54_000, good_secs: 54_000, units_produced: 200 }, 'AVAILABILITY'), 10);
    expect(ranked[1]).toMatchObject({ key: 'M2', previous: null });
  });

  it('attaches each machine\'s downtime reasons by machine key', () => {
    const reasons = new Map([['M1', [reason('Jam', 30)]]]);
    const ranked = rankMachines(input({ currentRows: [shift('E1', 0), shift('E2', 0)], reasons }));
    expect(ranked.find((m) => m.key === 'M1')!.reasons.map((r) => r.reason)).toEqual(['Jam']);
    expect(ranked.find((m) => m.key === 'M2')!.reasons).toEqual([]);
  });

  it('sorts by any column both ways; machines without a trend stay last', () => {
    const currentRows = [shift('E1', 3600), shift('E2', 7200), shift('E3', 0)];
    const previousRows = [shift('E1', 0), shift('E3', 0)];
    const reasons = new Map([['M1', [reason('Jam', 60)]], ['M2', [reason('Jam', 100), reason('Setup', 20)]]]);
    const ranked = rankMachines(input({ currentRows, previousRows, reasons }));
    expect(sortRanking(ranked, 'name', 'desc').map((m) => m.key)).toEqual(['M3', 'M2', 'M1']);
    expect(sortRanking(ranked, 'availabilityLoss', 'desc').map((m) => m.key)).toEqual(['M2', 'M1', 'M3']);
    expect(sortRanking(ranked, 'downtime', 'asc').map((m) => m.key)).toEqual(['M3', 'M1', 'M2']);
    expect(sortRanking(ranked, 'trend', 'asc').map((m) => m.key)).toEqual(['M1', 'M3', 'M2']);
    expect(sortRanking(ranked, 'trend', 'desc').map((m) => m.key)).toEqual(['M3', 'M1', 'M2']);
  });
});
