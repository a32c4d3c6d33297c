import { describe, expect, it } from 'vitest';
import { eventTotal, NO_REASON, type AnalysedEvent } from '../../core/oee';
import { EVENT_XLSX, eventSheet } from './event-exports';

const now = Date.parse('2026-11-20T12:00:00Z');
const events: AnalysedEvent[] = [
  { timestamp: '2026-11-20T10:00:00Z', end: '2026-11-20T10:30:00Z', type: 'DOWN', quantity: null, reason_name: 'Jam', shift_date: '2026-11-20', shift_key: 'FIRST' },
  // Still open: counted up to now, as the charts count it (document 2 §9).
  { timestamp: '2026-11-20T11:45:00Z', end: null, type: 'DOWN', quantity: null, reason_name: null, shift_date: '2026-11-20', shift_key: 'FIRST' },
];

describe('event analysis source data (document 2 §4, §9)', () => {
  it("is named 'InpEvent_Report.xlsx'", () => expect(EVENT_XLSX).toBe('InpEvent_Report.xlsx'));

  it('holds exactly the events behind the charts, weighed as the charts weigh them: the amounts sum to the total', () => {
    const sheet = eventSheet(events, now, true, 'America/New_York');
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows.map((r) => r.amount)).toEqual([30, 15]);
    expect(sheet.rows.reduce((n, r) => n + Number(r.amount), 0)).toBe(eventTotal(events, now));
    expect(sheet.columns.at(-1)!.header).toBe('Minutes');
    expect(sheet.timeZone).toBe('America/New_York');
  });

  it('names an event without a reason as the charts do', () => {
    expect(eventSheet(events, now, true).rows[1].reason_name).toBe(NO_REASON);
  });

  it('weighs scrap, reject and rework in units', () => {
    const scrap: AnalysedEvent[] = [{ timestamp: '2026-11-20T10:00:00Z', type: 'SCRAP', quantity: '4', reason_name: 'Edge', shift_date: '2026-11-20', shift_key: 'FIRST' }];
    const sheet = eventSheet(scrap, now, false);
    expect(sheet.rows[0].amount).toBe(4);
    expect(sheet.columns.at(-1)!.header).toBe('Units');
  });
});
