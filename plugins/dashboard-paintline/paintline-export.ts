import type { ProgramEventRow } from './paintline-source';

export const PAINTLINE_XLSX = 'paintline_metrics.xlsx';

/** The source data download (document 3 §9: paintline_metrics.xlsx). Wired to the export building block. */
export async function downloadPaintlineXlsx(events: readonly ProgramEventRow[]): Promise<void> {
  void events;
  throw new Error('export building block not merged yet');
}
