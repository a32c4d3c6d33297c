import { describe, expect, it } from 'vitest';
import { mrpDays, mrpMonths, mrpRunDay, mrpSpan, projectQuantityOnHand, type MrpDetail } from './mrp';

describe('MRP span: start of the month of the first record plus 90 days, to the end of that month (document 3, section 9)', () => {
  it.each([
    [['2025-03-14T10:00:00-04:00'], '2025-03-01', '2025-05-31'],
    [['2025-01-31T12:00:00-05:00'], '2025-01-01', '2025-04-30'],
    [['2024-12-05T09:00:00-05:00'], '2024-12-01', '2025-03-31'],
    [['2025-04-20T00:00:00-04:00', '2025-02-10T08:00:00-05:00'], '2025-02-01', '2025-05-31'],
  ])('records %j span %s to %s', (timestamps, start, end) => {
    expect(mrpSpan(timestamps.map((timestamp) => ({ timestamp })))).toEqual({ start, end });
  });

  it('the first day is taken in the report time zone (America/New_York)', () => {
    expect(mrpSpan([{ timestamp: '2025-04-01T02:00:00Z' }])?.start).toBe('2025-03-01');
  });

  it('no records give no span', () => {
    expect(mrpSpan([])).toBeNull();
  });

  it('refuses an unparseable timestamp', () => {
    expect(() => mrpSpan([{ timestamp: 'soon' }])).toThrow("Invalid MRP timestamp 'soon'");
  });

  it('lists every day of the span with its weekday, weekends highlighted', () => {
    const days = mrpDays({ start: '2025-03-01', end: '2025-05-31' });
    expect(days).toHaveLength(92);
    expect(days[0]).toEqual({ date: '2025-03-01', day: 1, weekday: 'Sat', weekend: true });
    expect(days[2]).toEqual({ date: '2025-03-03', day: 3, weekday: 'Mon', weekend: false });
    expect(days.at(-1)?.date).toBe('2025-05-31');
  });
});

describe('MRP header months and the run day (the report opens at the run; beyond document 3)', () => {
  it('names each month of the span over the days it holds, so one month\'s 3rd is told from the next\'s', () => {
    expect(mrpMonths(mrpDays({ start: '2026-11-01', end: '2027-02-28' }))).toEqual([
      { label: 'November 2026', days: 30 },
      { label: 'December 2026', days: 31 },
      { label: 'January 2027', days: 31 },
      { label: 'February 2027', days: 28 },
    ]);
    expect(mrpMonths([])).toEqual([]);
  });

  it('the run day is the latest record\'s day in the report time zone', () => {
    expect(mrpRunDay([{ timestamp: '2026-11-26T05:00:00-05:00' }, { timestamp: '2026-11-27T02:00:00Z' }])).toBe('2026-11-26');
    expect(mrpRunDay([{ timestamp: '2026-11-20T05:00:00-05:00' }, { timestamp: '2026-11-26T05:00:00-05:00' }])).toBe('2026-11-26');
    expect(mrpRunDay([])).toBeNull();
  });
});

describe('MRP projected quantity on hand: qoh plus supply minus demand, cumulative by due date (document 3, section 3)', () => {
  const days = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'];
  const entry = (type: MrpDetail['type'], qty: number, due_date: string): MrpDetail => ({ type, qty, due_date });

  it('accumulates supply and firm supply minus demand day by day', () => {
    const projection = projectQuantityOnHand(
      { qoh: 100, detail: [entry('DEMAND', 30, '2025-03-04'), entry('SUPPLY', 50, '2025-03-05'), entry('SUPPLYF', 10, '2025-03-05'), entry('DEMAND', 200, '2025-03-06')] },
      days,
    );
    expect(projection).toEqual([
      { date: '2025-03-03', supply: 0, demand: 0, projQoh: 100 },
      { date: '2025-03-04', supply: 0, demand: 30, projQoh: 70 },
      { date: '2025-03-05', supply: 60, demand: 0, projQoh: 130 },
      { date: '2025-03-06', supply: 0, demand: 200, projQoh: -70 },
    ]);
  });

  it('past-due entries count on the first day; entries after the last day are left out', () => {
    const projection = projectQuantityOnHand({ qoh: 10, detail: [entry('DEMAND', 4, '2025-02-20'), entry('SUPPLY', 99, '2025-04-01')] }, days);
    expect(projection.map((p) => p.projQoh)).toEqual([6, 6, 6, 6]);
    expect(projection[0]?.demand).toBe(4);
  });

  it('a due date-time is placed on its day in the report time zone', () => {
    const projection = projectQuantityOnHand({ qoh: 0, detail: [entry('SUPPLY', 5, '2025-03-05T03:00:00Z')] }, days);
    expect(projection.map((p) => p.supply)).toEqual([0, 5, 0, 0]);
  });

  it.each([
    ['an unknown detail type', { type: 'RETURN', qty: 1, due_date: '2025-03-03' }, "Unknown MRP detail type 'RETURN'"],
    ['a bad due date', { type: 'DEMAND', qty: 1, due_date: '03/03/2025' }, "Invalid due date '03/03/2025'"],
    ['a non-numeric quantity', { type: 'DEMAND', qty: Number.NaN, due_date: '2025-03-03' }, 'MRP detail quantity must be a number'],
  ])('refuses %s', (_case, bad, message) => {
    expect(() => projectQuantityOnHand({ qoh: 0, detail: [bad as MrpDetail] }, days)).toThrow(message);
  });
});
