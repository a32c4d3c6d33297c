import { buildXlsxBuffer } from './xlsx-build';
import type { ExportSheet } from './xlsx-types';

/** Builds the workbook off the main thread so the page stays responsive during a large export. */
export type XlsxWorkerRequest = { sheets: ExportSheet[] };
export type XlsxWorkerMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; buffer: ArrayBuffer }
  | { kind: 'error'; message: string };

// The project compiles with the DOM library; the worker global needs only these two members.
interface WorkerScope {
  onmessage: ((event: MessageEvent<XlsxWorkerRequest>) => void) | null;
  postMessage(message: XlsxWorkerMessage, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<XlsxWorkerRequest>) => {
  try {
    const buffer = await buildXlsxBuffer(event.data.sheets, (done, total) => scope.postMessage({ kind: 'progress', done, total } satisfies XlsxWorkerMessage));
    scope.postMessage({ kind: 'done', buffer } satisfies XlsxWorkerMessage, [buffer]);
  } catch (e) {
    scope.postMessage({ kind: 'error', message: e instanceof Error ? e.message : String(e) } satisfies XlsxWorkerMessage);
  }
};
