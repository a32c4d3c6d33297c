import { describe, expect, it } from 'vitest';
import { eventAmount, eventsByDate, eventTotal, NO_REASON, reasonPareto, type AnalysedEvent } from './event-analysis';

const NOW = Date.parse('2025-03-03T12:00:00Z');
const down = (reason: string | null, from: string, to: string | null, shift = 'DAY', date = '2025-03-03'): AnalysedEvent => ({
  type: 'DOWN', timestamp: from, end: to, reason_name: reason, quantity: 0, shift_key: shift, shift_date: date,
});
const scrap = (reason: string, quantity: number, shift = 'DAY', date = '2025-03-03'): AnalysedEvent => ({
  type: 'SCRP', timestamp: `${date}T08:00:00Z`, end: null, reason_name: reason, quantity, shift_key: shift, shift_date: date,
});

describe('event analysis (document 2 §4 Event analysis screen, §9)', () => {
  it('document 2 §9: downtime minutes = (end, or now if absent, minus timestamp) / 60000', () => {
    expect(eventAmount(down('Jam', '2025-03-03T10:00:00Z', '2025-03-03T10:30:00Z'), NOW)).toBe(30);
    expect(eventAmount(down('Jam', '2025-03-03T11:15:00Z', null), NOW)).toBe(45);
  });

  it('scrap, reject and rework weigh their quantity in units (numeric text too)', () => {
    expect(eventAmount(scrap('Burr', 7), NOW)).toBe(7);
    expect(eventAmount({ ...scrap('Burr', 0), quantity: '12' }, NOW)).toBe(12);
  });

  it("document 2 §4: the 'by reason' Pareto orders reasons largest first with the cumulative share", () => {
    const bars = reasonPareto([scrap('Burr', 2), scrap('Crack', 6), scrap('Burr', 1), scrap('Dent', 1), { ...scrap('', 0), reason_name: null, quantity: 2 }], NOW);
    expect(bars.map((b) => [b.reason, b.amount, b.events])).toEqual([
      ['Crack', 6, 1],
      ['Burr', 3, 2],
      [NO_REASON, 2, 1],
      ['Dent', 1, 1],
    ]);
    expect(bars.map((b) => b.cumulativeShare)).toEqual([0.5, 0.75, 11 / 12, 1]);
    expect(bars[0]!.share).toBe(0.5);
  });

  it('an empty selection gives no bars and a zero total', () => {
    expect(reasonPareto([], NOW)).toEqual([]);
    expect(eventTotal([], NOW)).toBe(0);
  });

  it("document 2 §4: 'By Date' is grouped by shift (in profile order) unless shifts are combined or summary mode is on", () => {
    const events = [scrap('A', 1, 'NIGHT', '2025-03-02'), scrap('A', 2, 'DAY', '2025-03-02'), scrap('B', 4, 'DAY', '2025-03-03'), scrap('B', 8, 'night', '2025-03-03')];
    expect(eventsByDate(events, NOW, true, ['DAY', 'NIGHT'])).toEqual({
      dates: ['2025-03-02', '2025-03-03'],
      series: [
        { name: 'DAY', amounts: [2, 4] },
        { name: 'NIGHT', amounts: [1, 8] },
      ],
    });
    expect(eventsByDate(events, NOW, false)).toEqual({ dates: ['2025-03-02', '2025-03-03'], series: [{ name: 'ALL', amounts: [3, 12] }] });
  });

  it("'By Date' shows every day of the chosen range, a day without events as zero", () => {
    const events = [scrap('A', 5, 'DAY', '2025-03-03')];
    expect(eventsByDate(events, NOW, false, [], ['2025-03-02', '2025-03-03', '2025-03-04'])).toEqual({
      dates: ['2025-03-02', '2025-03-03', '2025-03-04'],
      series: [{ name: 'ALL', amounts: [0, 5, 0] }],
    });
  });

  it('the total equals the sum of the Pareto bars and of the by-date chart', () => {
    const events = [down('Jam', '2025-03-03T10:00:00Z', '2025-03-03T10:30:00Z'), down('Setup', '2025-03-03T11:00:00Z', null, 'NIGHT')];
    const total = eventTotal(events, NOW);
    expect(total).toBe(90);
    expect(reasonPareto(events, NOW).reduce((a, b) => a + b.amount, 0)).toBe(total);
    expect(eventsByDate(events, NOW, true).series.flatMap((s) => s.amounts).reduce((a, b) => a + b, 0)).toBe(total);
  });
});
