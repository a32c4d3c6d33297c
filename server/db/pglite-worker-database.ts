import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Hold } from './connection-holds';
import type { Database, Queryable, QueryResult } from './database';
import { reviveError, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database on its own thread (issue 16): the same PGlite as PgliteDatabase, driven
 * through messages, so a slow statement occupies the worker while the server keeps answering.
 * Transactions hold PGlite's lock in the worker until commit or rollback.
 */
export class PgliteWorkerDatabase implements Database {
  readonly kind = 'embedded' as const;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private failed: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: WorkerReply) => {
      if ('notify' in m) {
        for (const fn of this.listeners.get(m.notify) ?? []) fn(m.payload);
        return;
      }
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.ok) waiting?.resolve(m.value);
      else waiting?.reject(reviveError(m.error));
    });
    worker.on('error', (e) => {
      this.failed = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  /**
   * `vacuumEveryMs`: how often the worker vacuums where needed (embedded-vacuum.ts); tests shorten it.
   * `loadDataDir`: a tarball from PGlite's dumpDataDir to start from (tests: an already migrated database).
   * `wasmModule`, `fsBundle`: PGlite's compiled pglite.wasm and the bytes of its pglite.data, for a caller that
   * opens many databases (the tests: once per process instead of once per worker thread). Without them the
   * worker reads and compiles its own, as npm start does.
   */
  static async open(
    dataDir?: string,
    opts: { vacuumEveryMs?: number; loadDataDir?: string; wasmModule?: WebAssembly.Module; fsBundle?: Uint8Array } = {},
  ): Promise<PgliteWorkerDatabase> {
    // PGlite creates the data folder itself but not its parents: a fresh clone has no data/ yet.
    if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
    // The worker is TypeScript: a small bootstrap registers tsx's loader in the worker first, so it
    // runs the same under npm start (tsx) and under the test runner.
    const entry = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
    const loader = createRequire(import.meta.url).resolve('tsx/cjs');
    const bootstrap = `require(${JSON.stringify(loader)}); require(${JSON.stringify(entry)});`;
    const worker = new Worker(bootstrap, { eval: true });
    const db = new PgliteWorkerDatabase(worker);
    try {
      const { vacuumEveryMs, loadDataDir, wasmModule, fsBundle } = opts;
      await db.call({ op: 'open', dataDir, loadDataDir, vacuumEveryMs, wasmModule, fsBundle });
    } catch (e) {
      await worker.terminate();
      throw e;
    }
    return db;
  }

  query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    return this.call({ op: 'query', sql, params: [...params] }) as Promise<QueryResult<T>>;
  }

  async exec(sql: string): Promise<void> {
    await this.call({ op: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const q: Queryable = {
      query: <R>(sql: string, params: readonly unknown[] = []) => this.call({ op: 'query', sql, params: [...params], tx }) as Promise<QueryResult<R>>,
      exec: async (sql: string) => {
        await this.call({ op: 'exec', sql, tx });
      },
    };
    let result: T;
    try {
      result = await fn(q);
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false });
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.listeners.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(onPayload);
    this.listeners.set(channel, set);
    if (first) await this.call({ op: 'listen', channel });
    return async () => {
      set.delete(onPayload);
      if (set.size === 0) {
        this.listeners.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  async copyFrom(table: string, columns: readonly string[], csv: string): Promise<void> {
    await this.call({ op: 'copy', table, columns: [...columns], csv });
  }

  runBeside<R>(modulePath: string, exportName: string, args: unknown): Promise<R> {
    return this.call({ op: 'run', modulePath, exportName, args }) as Promise<R>;
  }

  /** How long each kind of work has held the one connection since it opened (connection-holds.ts), and the CPU its thread used. */
  holds(): Promise<{ held: Record<string, Hold>; cpuSeconds?: number }> {
    return this.call({ op: 'holds' }) as Promise<{ held: Record<string, Hold>; cpuSeconds?: number }>;
  }

  /**
   * A single PGlite connection runs one statement at a time, so SELECT 1 would wait for a long
   * query; while the worker is busy and alive it is reachable, and health answers at once.
   */
  async ping(): Promise<void> {
    if (this.failed) throw this.failed;
    if (this.pending.size > 0) return;
    await this.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private call(request: Request): Promise<unknown> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }
}
