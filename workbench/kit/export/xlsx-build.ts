import { DateTime } from 'luxon';
import { cellValue, fieldValue, XLSX_NUMBER_FORMATS } from './xlsx-cells';
import type { ExportSheet } from './xlsx-types';

/** Rows added between progress reports and event-loop yields. */
const XLSX_PROGRESS_CHUNK = 2000;

type ExcelModule = typeof import('exceljs');

/** exceljs is CommonJS: its namespace arrives as the default export under some loaders. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default ?? mod;
}

function wallClockIn(timeZone: string | undefined): (d: Date) => Date {
  if (!timeZone || timeZone === 'UTC') return (d) => d;
  return (d) => {
    const local = DateTime.fromJSDate(d, { zone: timeZone });
    return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond));
  };
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The xlsx bytes of the sheets: a bold header row, then one row per record with typed cells (numbers
 * as numbers, dates as dates, percents rounded to 2 decimals). Runs in the page or in a worker.
 */
export async function buildXlsxBuffer(
  sheets: readonly ExportSheet[],
  onProgress?: (done: number, total: number) => void,
): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const total = sheets.reduce((n, s) => n + s.rows.length, 0);
  let done = 0;
  onProgress?.(0, total);
  const usedNames = new Set<string>();
  for (const sheet of sheets) {
    const sheetName = uniqueSheetName(sheet.name, usedNames);
    const ws = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c) => {
      const numFmt = XLSX_NUMBER_FORMATS[c.type];
      return {
        header: c.header,
        key: c.key,
        width: Math.min(50, Math.max(10, c.header.length + 2, c.type === 'datetime' ? 20 : 0)),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    ws.getRow(1).font = { bold: true };
    const wallClock = wallClockIn(sheet.timeZone);
    const cols = sheet.columns;
    const width = cols.length;
    const rows = sheet.rows;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const values = new Array<unknown>(width);
      for (let c = 0; c < width; c++) values[c] = cellValue(cols[c]!.type, fieldValue(row, cols[c]!.key), wallClock);
      ws.addRow(values);
      done++;
      if (done % XLSX_PROGRESS_CHUNK === 0) {
        onProgress?.(done, total);
        await yieldToEventLoop();
      }
    }
  }
  const written: unknown = await workbook.xlsx.writeBuffer();
  onProgress?.(total, total);
  return exactArrayBuffer(written);
}

/**
 * exceljs answers a Node-style Buffer (a view on a possibly larger pool), not an ArrayBuffer: the
 * export worker could not transfer it ('does not have a transferable type') and large exports failed.
 */
export function exactArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  const view = data as ArrayBufferView;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ , unique in the workbook. */
export function uniqueSheetName(name: string, used: Set<string>): string {
  const base = (name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet').slice(0, 31);
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = base.slice(0, 31 - suffix.length) + suffix;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}
