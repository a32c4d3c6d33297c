import { eventAmount, NO_REASON, type AnalysedEvent } from '../../core/oee';
import type { Instant } from '../../core/oee/instant';
import type { ExportSheet } from '../../core/export/xlsx-types';

/** Document 2 §9: the event analysis screen's source data download. */
export const EVENT_XLSX = 'InpEvent_Report.xlsx';

/**
 * Exactly the events behind the charts, one row each, with the amount the charts weigh them by
 * (minutes for downtime, computed with the same 'now' as the charts; units otherwise), so the
 * sheet's column sum equals the screen's total.
 */
export function eventSheet(events: readonly AnalysedEvent[], now: Instant, downtime: boolean, timeZone?: string): ExportSheet {
  return {
    name: 'Events',
    timeZone,
    columns: [
      { key: 'timestamp', header: 'Timestamp', type: 'datetime' },
      { key: 'end', header: 'End', type: 'datetime' },
      { key: 'shift_date', header: 'Shift Date', type: 'date' },
      { key: 'shift_key', header: 'Shift', type: 'string' },
      { key: 'machine_key', header: 'Machine', type: 'string' },
      { key: 'part_name', header: 'Part', type: 'string' },
      { key: 'operation', header: 'Operation', type: 'string' },
      { key: 'type', header: 'Type', type: 'string' },
      { key: 'reason_name', header: 'Reason', type: 'string' },
      { key: 'planned', header: 'Planned', type: 'bool' },
      { key: 'quantity', header: 'Quantity', type: 'float' },
      { key: 'amount', header: downtime ? 'Minutes' : 'Units', type: 'float' },
    ],
    rows: events.map((e) => ({ ...e, reason_name: e.reason_name || NO_REASON, amount: eventAmount(e, now) })),
  };
}
