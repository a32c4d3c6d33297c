import { PAINT_EVENT_STYLES } from '../../core/oee';
import { downloadXlsx, type ExportSheet } from '../../workbench/kit/export/xlsx-export';
import type { ProgramEventRow } from './paintline-source';

/** Document 3 §9: the source data download. */
export const PAINTLINE_XLSX = 'paintline_metrics.xlsx';

/** The events behind the charts, one row each, with the outcome label of document 3 §9. */
export function paintlineSheet(events: readonly ProgramEventRow[]): ExportSheet {
  return {
    name: 'Paint Line Metrics',
    timeZone: 'America/New_York',
    columns: [
      { key: 'shift_date', header: 'Shift Date', type: 'date' },
      { key: 'shift_key', header: 'Shift', type: 'string' },
      { key: 'machine_key', header: 'Paint Line', type: 'string' },
      { key: 'program', header: 'Program', type: 'string' },
      { key: 'desc', header: 'Description', type: 'string' },
      { key: 'type', header: 'Type', type: 'string' },
      { key: 'outcome', header: 'Outcome', type: 'string' },
      { key: 'quantity', header: 'Quantity', type: 'float' },
      { key: 'reason_name', header: 'Reason', type: 'string' },
      { key: 'timestamp', header: 'Timestamp', type: 'datetime' },
    ],
    rows: events.map((e) => ({ ...e, program: e.program.name, desc: e.program.desc, outcome: PAINT_EVENT_STYLES[e.type].label, reason_name: e.reason_name ?? '' })),
  };
}

export function downloadPaintlineXlsx(events: readonly ProgramEventRow[]): Promise<void> {
  return downloadXlsx(PAINTLINE_XLSX, [paintlineSheet(events)]);
}
