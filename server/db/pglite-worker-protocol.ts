/** Messages between the server's thread and the embedded database's worker (pglite-worker.ts). */
export type WorkerRequest =
  | { id: number; op: 'open'; dataDir?: string; loadDataDir?: string; vacuumEveryMs?: number; wasmModule?: WebAssembly.Module; fsBundle?: Uint8Array }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'copy'; table: string; columns: string[]; csv: string }
  | { id: number; op: 'run'; modulePath: string; exportName: string; args: unknown }
  | { id: number; op: 'holds' }
  | { id: number; op: 'close' };

/** An error's own fields (code, detail, constraint...) survive the thread boundary. */
export type WorkerError = { message: string } & Record<string, unknown>;

export type WorkerReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { notify: string; payload: string };

export function serialiseError(e: unknown): WorkerError {
  if (e instanceof Error) {
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(e)) if (['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
    return { ...fields, message: e.message, name: e.name };
  }
  return { message: String(e) };
}

export function reviveError(e: WorkerError): Error {
  const error = new Error(e.message);
  Object.assign(error, e);
  return error;
}
