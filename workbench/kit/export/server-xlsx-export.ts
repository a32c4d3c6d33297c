import { EXPORT_ROWS_HEADER, REPORT_EXPORT_PATH, REPORT_EXPORT_PROGRESS_PATH, type ExportProgressReport, type ReportExportRequest } from '../../../core/reports';
import type { HttpClient } from '../../api/http-client';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How often the screen asks how many rows the server has written. */
const PROGRESS_POLL_MS = 400;

/** The server refused the export: its status and its words (422: over the row limit). */
export class ServerExportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ServerXlsxDeps {
  /** The bearer token: sent in the Authorization header, never in a URL. */
  token: () => Promise<string | null>;
  /** Reads the export's progress. */
  http: HttpClient;
  fetch?: typeof fetch;
}

export type ServerXlsx = (request: Omit<ReportExportRequest, 'export_id'>, onProgress: (done: number, total: number) => void) => Promise<Blob>;

/**
 * A report's xlsx as the server streams it (issue 33 point 3): the response body is read chunk by
 * chunk into a Blob, the page holds no workbook; "n of N rows" from the server's own count of rows
 * written, asked for while the file arrives.
 */
export function serverXlsx(deps: ServerXlsxDeps): ServerXlsx {
  return async (request, onProgress) => {
    const exportId = crypto.randomUUID();
    const token = await deps.token();
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const response = await doFetch(REPORT_EXPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...request, export_id: exportId }),
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
      throw new ServerExportError(response.status, typeof body.detail === 'string' ? body.detail : `The export failed (HTTP ${response.status})`);
    }
    const total = Number(response.headers.get(EXPORT_ROWS_HEADER) ?? 0);
    onProgress(0, total);
    // A progress answer still on its way when the file is complete must not report again: the
    // screen has put its progress away by then, and a late report showed 'Exporting' for good.
    let complete = false;
    const poll = setInterval(() => {
      deps.http.get<ExportProgressReport>(`${REPORT_EXPORT_PROGRESS_PATH}${exportId}`).then(
        (p) => {
          if (!complete) onProgress(p.done, total);
        },
        () => undefined,
      );
    }, PROGRESS_POLL_MS);
    try {
      const chunks: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
      onProgress(total, total);
      return new Blob(chunks as BlobPart[], { type: XLSX_MIME });
    } finally {
      complete = true;
      clearInterval(poll);
    }
  };
}
