import { DateTime } from 'luxon';
import { callbackCellText, type ColumnDefinition } from '../table-query';
import { exportNumber } from './cell-format';
import { cellValue, fieldValue, XLSX_NUMBER_FORMATS } from './xlsx-cells';
import type { ExportColumn, ExportRow } from './xlsx-types';

/**
 * The layout of an export sheet, one definition for the browser's writer and the server's streamed
 * export: column widths and number formats, and each row's typed cell values.
 */

/** An exceljs column of the sheet. */
export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  style?: { numFmt: string };
}

export function sheetColumns(columns: readonly ExportColumn[]): SheetColumn[] {
  return columns.map((c) => {
    const numFmt = c.numFmt ?? XLSX_NUMBER_FORMATS[c.type];
    return {
      header: c.header,
      key: c.key,
      width: Math.min(50, Math.max(10, c.header.length + 2, c.type === 'datetime' ? 20 : 0)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
}

/** A date-time as the wall-clock time of `timeZone` written as UTC (Excel has no zones); absent or UTC: unchanged. */
export function wallClockIn(timeZone: string | undefined): (d: Date) => Date {
  if (!timeZone || timeZone === 'UTC') return (d) => d;
  return (d) => {
    const local = DateTime.fromJSDate(d, { zone: timeZone });
    return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond));
  };
}

/** One row's cell values in column order. */
export function sheetRowValues(columns: readonly ExportColumn[], row: ExportRow, wallClock: (d: Date) => Date): unknown[] {
  const values = new Array<unknown>(columns.length);
  for (let c = 0; c < columns.length; c++) values[c] = cellValue(columns[c]!.type, fieldValue(row, columns[c]!.key), wallClock);
  return values;
}

type Row = Record<string, unknown>;

/** Rows as a table's export writes them: callback columns carry their text, display columns their value in the screen's unit. */
export function exportRows(columns: readonly ColumnDefinition<Row>[], rows: readonly Row[]): Row[] {
  const callbacks = columns.filter((c) => c.column_type === 'callback');
  // Display columns are top-level result fields (a rate, seconds): their value in the screen's unit.
  const displayed = columns.filter((c) => c.display && !c.field.includes('.'));
  if (callbacks.length === 0 && displayed.length === 0) return [...rows];
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(callbacks.map((c) => [c.field, callbackCellText(c, r)])),
    ...Object.fromEntries(displayed.map((c) => [c.field, exportNumber(c, r[c.field])])),
  }));
}
