import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { sheetColumns, sheetRowValues, wallClockIn, type ExportSheetHeader, type ExportRow } from '../../core/export';

/**
 * An .xlsx written into `out` as it is made: exceljs' streaming WorkbookWriter commits each row
 * into the compressed sheet, so memory holds a batch and the zip's buffers, not the workbook. The
 * sheet's layout and cells are the browser export's (core/export/xlsx-sheet). Back-pressure: after
 * each batch the writer waits for `out` to drain before taking the next one.
 */
export async function streamXlsx(out: Writable, header: ExportSheetHeader, batches: AsyncIterable<readonly ExportRow[]>, onRows: (written: number) => void): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.created = new Date();
  const ws = book.addWorksheet(header.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheetColumns(header.columns);
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.commit();
  const wallClock = wallClockIn(header.timeZone);
  let written = 0;
  for await (const rows of batches) {
    for (const row of rows) ws.addRow(sheetRowValues(header.columns, row, wallClock)).commit();
    written += rows.length;
    onRows(written);
    if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  ws.commit();
  await book.commit();
}
