/** What the ingest CSV endpoints answer (server/ingest/README.md). */
export interface IngestAnswer {
  inserted?: number;
  replaced?: number;
  written?: number;
  queued: number;
}

export interface IngestRefusal {
  detail: string;
  row?: number;
  errors?: Record<string, string[]>;
  /** Every bad row (the first 100) with its reasons. */
  rows?: Array<{ row: number; errors: Record<string, string[]> }>;
}

/**
 * Posts a CSV file with XMLHttpRequest, because fetch reports no upload progress. onProgress gets
 * 0..1 while the file is sent. Rejects with the server's refusal ({detail, row, errors, rows}).
 */
export function uploadCsv(path: string, file: Blob, token: string | null, onProgress: (fraction: number) => void): Promise<IngestAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) onProgress(ev.loaded / ev.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { detail: xhr.responseText || `Upload failed with status ${xhr.status}` };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as IngestAnswer);
      else reject(body as IngestRefusal);
    };
    xhr.onerror = () => reject({ detail: 'Network Error: the file could not be sent.' } satisfies IngestRefusal);
    xhr.send(file);
  });
}
