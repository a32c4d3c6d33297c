import { XlsxRowWriter } from './xlsx-build';
import type { ExportRow, ExportSheetHeader } from '../../../core/export/xlsx-types';

/**
 * Builds the workbook off the main thread so the page stays responsive during a large export. The
 * page sends the rows in pages as it fetches them (open, then sheet and rows in turn, then finish);
 * the worker writes each page and keeps none.
 */
export type XlsxWorkerRequest =
  | { kind: 'open'; total: number }
  | { kind: 'sheet'; header: ExportSheetHeader }
  | { kind: 'rows'; rows: ExportRow[] }
  | { kind: 'finish' };
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

let writer: Promise<XlsxRowWriter> | undefined;
// Messages are handled one after another, in the order the page sent them.
let queue: Promise<void> = Promise.resolve();
let failed = false;

async function handle(msg: XlsxWorkerRequest): Promise<void> {
  if (msg.kind === 'open') {
    writer = XlsxRowWriter.open(msg.total, (done, total) => scope.postMessage({ kind: 'progress', done, total } satisfies XlsxWorkerMessage));
    return;
  }
  if (!writer) throw new Error('The export worker was not opened');
  const w = await writer;
  if (msg.kind === 'sheet') w.startSheet(msg.header);
  else if (msg.kind === 'rows') await w.addRows(msg.rows);
  else {
    const buffer = await w.finish();
    scope.postMessage({ kind: 'done', buffer } satisfies XlsxWorkerMessage, [buffer]);
  }
}

scope.onmessage = (event: MessageEvent<XlsxWorkerRequest>) => {
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(event.data);
    } catch (e) {
      failed = true;
      scope.postMessage({ kind: 'error', message: e instanceof Error ? e.message : String(e) } satisfies XlsxWorkerMessage);
    }
  });
};
