import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, defaultDisplayMode } from '../../core/metrics';
import { oeeMetrics, sumTotals, totalsOf } from '../../core/oee';
import { cardMetrics, mapRequest, metricVerdict, totalsByMachine } from './map-cards';

const row = (key: string, shift_key: string, k: number) => ({
  shift_key, shift_date: '2025-03-03', entity: { key },
  scheduled_secs: 28_800 * k, planned_down_secs: 1_800, unplanned_down_secs: 2_700 * k, ideal_secs: 18_000 * k, good_secs: 17_000 * k,
  units_produced: String(1000 * k), units_scrapped: '30', units_rejected: '20', units_reworked: '10',
});

describe('map viewer cards (document 2 §2 Map viewer, §7 Map query, §9 Gauges and metrics)', () => {
  it('the map query asks for the map\'s machine keys (limit 99999); with shifts combined only SUMMARY rows, so shifts are not counted twice', () => {
    const q = mapRequest({ time: { day: '2025-03-03', range: { start: '2025-03-01', end: '2025-03-31' } }, shift: 'Day', combineShifts: true }, ['M1', 'M2']);
    expect(q.limit).toBe(99999);
    expect(JSON.stringify(q.where)).toContain('"key":{"_in":["M1","M2"]}');
    expect(JSON.stringify(q.where)).toContain('"shift_key":{"_eq":"SUMMARY"}');
    const shift = mapRequest({ time: { day: '2025-03-03', range: { start: '2025-03-01', end: '2025-03-31' } }, shift: 'Day', combineShifts: false }, ['M1']);
    expect(JSON.stringify(shift.where)).toContain('"shift_key":{"_eq":"DAY"}');
  });

  it("a machine's rows are summed (seconds and counts), the same roll-up as the graph", () => {
    const rows = [row('M1', 'SUMMARY', 1), row('M1', 'SUMMARY', 2), row('M2', 'SUMMARY', 1)];
    const totals = totalsByMachine(rows);
    expect(totals.get('M1')).toEqual(sumTotals([totalsOf(rows[0]!), totalsOf(rows[1]!)]));
    expect([...totals.keys()].sort()).toEqual(['M1', 'M2']);
  });

  it('report shows the value in document 2 §9 efficiency colours; gauge colours by red and yellow; check passes at its threshold; a count is always a report', () => {
    const t = totalsOf(row('M1', 'SUMMARY', 1));
    const eff = oeeMetrics(t).efficiency * 100;
    const [report, gauge, check, count] = cardMetrics(t, ['EFFICIENCY', 'QUALITY', 'AVAILABILITY', 'PRODUCTION'], {
      QUALITY: { ...defaultDisplayMode(), report: false, gauge: true, red: 50, yellow: 99 },
      AVAILABILITY: { ...defaultDisplayMode(), report: false, check: true, checkThreshold: 95 },
      PRODUCTION: { ...defaultDisplayMode(), report: false, gauge: true },
    });
    expect(report).toEqual({ metric: 'EFFICIENCY', kind: 'report', value: eff, text: `${eff.toFixed(2)} %`, zone: eff <= 50 ? 'red' : eff <= 70 ? 'yellow' : 'green' });
    expect(gauge).toMatchObject({ kind: 'gauge', zone: 'yellow' }); // quality 94 %: between red 50 and yellow 99
    expect(check).toMatchObject({ kind: 'check', passes: false }); // availability 84.4 % < 95
    expect(count).toMatchObject({ kind: 'report', text: '1,000' });
  });

  it('Metric Setup thresholds colour report and gauge values alike, and a performance above 100 % says why (issue 33 point 2)', () => {
    const t = totalsOf(row('M1', 'SUMMARY', 1));
    const quality = oeeMetrics(t).quality * 100;
    const setup = { danger_min: quality + 1, caution_min: quality + 2, standard_min: 99, danger_state: 'BELOW' };
    const [report, gauge] = cardMetrics(t, ['QUALITY', 'QUALITY'], { QUALITY: { ...defaultDisplayMode(), report: false, gauge: true, red: 10, yellow: 20 } }, { QUALITY: setup });
    expect(gauge).toMatchObject({ kind: 'gauge', zone: 'red' });
    const [plain] = cardMetrics(t, ['QUALITY'], {}, { QUALITY: setup });
    expect(plain).toMatchObject({ kind: 'report', zone: 'red' });
    expect(report).toMatchObject({ zone: 'red' });
    // Ideal time 36,000 s in 24,300 s of operating time: performance 148 %.
    const [perf] = cardMetrics({ ...t, ideal_secs: 36_000 }, ['PERFORMANCE'], {});
    expect(perf!.value).toBeGreaterThan(100);
    expect(metricVerdict(perf!)).toBe(`green; ${ABOVE_IDEAL_REASON}`);
  });
});
