import { IANAZone } from 'luxon';
import { z } from 'zod';
import { SCHEDULE_COLUMNS, TRANSACTION_COLUMNS } from './report-columns';
import { isHiddenColumn, type ColumnDefinition } from '../table-query';

/** The reports whose xlsx the server streams: the large ones (Transaction Data, Schedule Data). */
export const SERVER_EXPORTS = {
  transactions: { title: 'Transaction Data', table: 'bigbrain_inpevent', columns: TRANSACTION_COLUMNS },
  schedule: { title: 'Schedule Data', table: 'bigbrain_resschedule', columns: SCHEDULE_COLUMNS },
} as const satisfies Record<string, { title: string; table: string; columns: readonly ColumnDefinition<Record<string, unknown>>[] }>;
export type ServerExportDataset = keyof typeof SERVER_EXPORTS;

/** POST: streams the xlsx of a report's rows. */
export const REPORT_EXPORT_PATH = '/v1/report_export/';
/** GET + the export's id: rows written so far, for the "n of N rows" on screen (the file's bytes cannot tell). */
export const REPORT_EXPORT_PROGRESS_PATH = '/v1/report_export/progress/';
/** The response header carrying the number of rows the file will hold. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

const record = z.record(z.string(), z.unknown());

/** What the screen sends: its report, its filter and sort as the table's query has them, the profile's zone, and an id for progress. */
export const reportExportRequestSchema = z
  .object({
    dataset: z.enum(Object.keys(SERVER_EXPORTS) as [ServerExportDataset, ...ServerExportDataset[]]),
    where: record,
    order_by: z.array(record),
    time_zone: z.string().refine((zone) => IANAZone.isValidZone(zone), { message: 'not a known IANA time zone' }),
    export_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'letters, digits and dashes, 8 to 64'),
  })
  .strict();
export type ReportExportRequest = z.infer<typeof reportExportRequestSchema>;

/** The export's columns: every non-hidden column of the report, as the table's Download writes them. */
export function serverExportColumns(dataset: ServerExportDataset): ColumnDefinition<Record<string, unknown>>[] {
  return SERVER_EXPORTS[dataset].columns.filter((c) => !isHiddenColumn(c));
}

/** Rows written of the export's total. */
export interface ExportProgressReport {
  done: number;
  total: number;
}
