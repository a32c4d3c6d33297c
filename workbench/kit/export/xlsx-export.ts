import { downloadBlob } from './download';
import type { XlsxWorkerMessage, XlsxWorkerRequest } from './xlsx.worker';
import type { ExportSheet } from './xlsx-types';

export type { ExportColumn, ExportColumnType, ExportSheet } from './xlsx-types';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** From this many rows the workbook is built in a Web Worker; smaller ones are quicker in the page. */
const XLSX_WORKER_THRESHOLD = 5000;

function buildInWorker(sheets: readonly ExportSheet[], onProgress?: (done: number, total: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<XlsxWorkerMessage>) => {
      const msg = event.data;
      if (msg.kind === 'progress') onProgress?.(msg.done, msg.total);
      else {
        worker.terminate();
        if (msg.kind === 'done') resolve(msg.buffer);
        else reject(new Error(msg.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export worker failed'));
    };
    // Rows cross by structured clone; they are plain JSON from GraphQL.
    worker.postMessage({ sheets: sheets.map((s) => ({ ...s, columns: [...s.columns], rows: [...s.rows] })) } satisfies XlsxWorkerRequest);
  });
}

/**
 * An .xlsx file of the sheets, exceljs loaded on first use. Large exports are built in a Web
 * Worker where one exists; `onProgress` reports rows written.
 */
export async function buildXlsx(sheets: readonly ExportSheet[], onProgress?: (done: number, total: number) => void): Promise<Blob> {
  const rows = sheets.reduce((n, s) => n + s.rows.length, 0);
  let buffer: ArrayBuffer;
  if (rows >= XLSX_WORKER_THRESHOLD && typeof Worker !== 'undefined') {
    buffer = await buildInWorker(sheets, onProgress);
  } else {
    const { buildXlsxBuffer } = await import('./xlsx-build');
    buffer = await buildXlsxBuffer(sheets, onProgress);
  }
  return new Blob([buffer], { type: XLSX_MIME });
}

export async function downloadXlsx(fileName: string, sheets: readonly ExportSheet[], onProgress?: (done: number, total: number) => void): Promise<void> {
  downloadBlob(await buildXlsx(sheets, onProgress), fileName);
}
