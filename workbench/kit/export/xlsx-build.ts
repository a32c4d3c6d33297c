import { sheetColumns, sheetRowValues, wallClockIn } from '../../../core/export/xlsx-sheet';
import type { ExportSheet, ExportSheetHeader, ExportRow } from '../../../core/export/xlsx-types';

/** Rows added between progress reports and event-loop yields. */
const XLSX_PROGRESS_CHUNK = 2000;

type ExcelModule = typeof import('exceljs');
type Worksheet = import('exceljs').Worksheet;
type WorkbookWriter = import('exceljs').stream.xlsx.WorkbookWriter;

/** exceljs is CommonJS: its namespace arrives as the default export under some loaders. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default ?? mod;
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

interface OpenSheet {
  ws: Worksheet;
  header: ExportSheetHeader;
  wallClock: (d: Date) => Date;
}

/**
 * Writes an .xlsx row by row: a bold, frozen header row, then typed cells (numbers as numbers, dates
 * as dates, percents rounded to 2 decimals). Where exceljs has its streaming writer
 * (`stream.xlsx.WorkbookWriter`, in Node), each row is committed as it is added and only the
 * compressed file grows; exceljs' browser build has none, so there the rows go into its Workbook.
 * Rows are handed over in pages and not kept by the caller.
 */
export class XlsxRowWriter {
  private sheet: OpenSheet | undefined;
  private readonly usedNames = new Set<string>();
  private done = 0;

  private constructor(
    private readonly excel: ExcelModule,
    private readonly book: WorkbookWriter | import('exceljs').Workbook,
    readonly streaming: boolean,
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {}

  /** `total`: the rows that will be added (for progress). */
  static async open(total: number, onProgress?: (done: number, total: number) => void, opts: { streaming?: boolean } = {}): Promise<XlsxRowWriter> {
    const Excel = await loadExcel();
    const Streaming = (Excel as Partial<ExcelModule>).stream?.xlsx?.WorkbookWriter;
    const streaming = opts.streaming !== false && Streaming !== undefined;
    const book = streaming ? new Streaming({ useStyles: true, useSharedStrings: false }) : new Excel.Workbook();
    book.created = new Date();
    onProgress?.(0, total);
    return new XlsxRowWriter(Excel, book, streaming, total, onProgress);
  }

  /** Starts a sheet (the previous one is finished): legal unique name, typed columns, bold header. */
  startSheet(header: ExportSheetHeader): void {
    this.commitSheet();
    const ws = this.book.addWorksheet(uniqueSheetName(header.name, this.usedNames), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheetColumns(header.columns);
    const head = ws.getRow(1);
    head.font = { bold: true };
    if (this.streaming) head.commit();
    this.sheet = { ws, header, wallClock: wallClockIn(header.timeZone) };
  }

  /** Adds rows to the current sheet, yielding to the event loop (and reporting progress) every 2000 rows. */
  async addRows(rows: readonly ExportRow[]): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) throw new Error('startSheet must come before addRows');
    for (const row of rows) {
      const values = sheetRowValues(sheet.header.columns, row, sheet.wallClock);
      const added = sheet.ws.addRow(values);
      if (this.streaming) added.commit();
      this.done++;
      if (this.done % XLSX_PROGRESS_CHUNK === 0) {
        this.onProgress?.(this.done, this.total);
        await yieldToEventLoop();
      }
    }
  }

  /** The file's bytes. */
  async finish(): Promise<ArrayBuffer> {
    this.commitSheet();
    let written: unknown;
    if (this.streaming) {
      const writer = this.book as WorkbookWriter;
      await writer.commit();
      written = (writer as unknown as { stream: { toBuffer(): Uint8Array } }).stream.toBuffer();
    } else written = await (this.book as import('exceljs').Workbook).xlsx.writeBuffer();
    this.onProgress?.(this.total, this.total);
    return exactArrayBuffer(written);
  }

  private commitSheet(): void {
    if (this.sheet && this.streaming) this.sheet.ws.commit();
    this.sheet = undefined;
  }
}

/** The xlsx bytes of whole sheets (small exports, dashboards): one writer, each sheet's rows at once. */
export async function buildXlsxBuffer(
  sheets: readonly ExportSheet[],
  onProgress?: (done: number, total: number) => void,
  opts: { streaming?: boolean } = {},
): Promise<ArrayBuffer> {
  const writer = await XlsxRowWriter.open(
    sheets.reduce((n, s) => n + s.rows.length, 0),
    onProgress,
    opts,
  );
  for (const { rows, ...header } of sheets) {
    writer.startSheet(header);
    await writer.addRows(rows);
  }
  return writer.finish();
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
