import { downloadBlob } from './download';
import type { XlsxWorkerMessage, XlsxWorkerRequest } from './xlsx.worker';
import type { ExportRow, ExportSheet, ExportSheetHeader } from '../../../core/export/xlsx-types';

export type { ExportColumn, ExportColumnType, ExportRow, ExportSheet, ExportSheetHeader } from '../../../core/export/xlsx-types';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** From this many rows the workbook is built in a Web Worker; smaller ones are quicker in the page. */
const XLSX_WORKER_THRESHOLD = 5000;

type Progress = (done: number, total: number) => void;

/** An export written sheet by sheet and page by page; the caller keeps no page once it is added. */
export interface XlsxExport {
  startSheet(header: ExportSheetHeader): Promise<void>;
  addRows(rows: ExportRow[]): Promise<void>;
  finish(): Promise<Blob>;
}

function workerExport(total: number, onProgress?: Progress): XlsxExport {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  let failure: Error | undefined;
  let settle: { resolve(b: ArrayBuffer): void; reject(e: Error): void } | undefined;
  const fail = (e: Error) => {
    failure = e;
    worker.terminate();
    settle?.reject(e);
  };
  worker.onmessage = (event: MessageEvent<XlsxWorkerMessage>) => {
    const msg = event.data;
    if (msg.kind === 'progress') onProgress?.(msg.done, msg.total);
    else if (msg.kind === 'done') {
      worker.terminate();
      settle?.resolve(msg.buffer);
    } else fail(new Error(msg.message));
  };
  worker.onerror = (event) => fail(new Error(event.message || 'The export worker failed'));
  // Rows cross by structured clone; they are plain JSON from GraphQL.
  const send = (msg: XlsxWorkerRequest) => {
    if (failure) throw failure;
    worker.postMessage(msg);
  };
  send({ kind: 'open', total });
  return {
    startSheet: async (header) => send({ kind: 'sheet', header: { ...header, columns: [...header.columns] } }),
    addRows: async (rows) => send({ kind: 'rows', rows }),
    finish: async () => {
      const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
        settle = { resolve, reject };
        if (failure) reject(failure);
        else send({ kind: 'finish' });
      });
      return new Blob([buffer], { type: XLSX_MIME });
    },
  };
}

async function pageExport(total: number, onProgress?: Progress): Promise<XlsxExport> {
  const { XlsxRowWriter } = await import('./xlsx-build');
  const writer = await XlsxRowWriter.open(total, onProgress);
  return {
    startSheet: async (header) => writer.startSheet(header),
    addRows: (rows) => writer.addRows(rows),
    finish: async () => new Blob([await writer.finish()], { type: XLSX_MIME }),
  };
}

/**
 * Opens an .xlsx export of `total` rows, exceljs loaded on first use: large ones are written in a
 * Web Worker where one exists; `onProgress` reports rows written.
 */
export function openXlsxExport(total: number, onProgress?: Progress): Promise<XlsxExport> {
  return total >= XLSX_WORKER_THRESHOLD && typeof Worker !== 'undefined' ? Promise.resolve(workerExport(total, onProgress)) : pageExport(total, onProgress);
}

/** An .xlsx file of whole sheets. */
export async function buildXlsx(sheets: readonly ExportSheet[], onProgress?: Progress): Promise<Blob> {
  const out = await openXlsxExport(
    sheets.reduce((n, s) => n + s.rows.length, 0),
    onProgress,
  );
  for (const { rows, ...header } of sheets) {
    await out.startSheet(header);
    await out.addRows([...rows]);
  }
  return out.finish();
}

export async function downloadXlsx(fileName: string, sheets: readonly ExportSheet[], onProgress?: Progress): Promise<void> {
  downloadBlob(await buildXlsx(sheets, onProgress), fileName);
}
