// The embedded database's own thread: PGlite (PostgreSQL in WebAssembly) runs here, so a long
// query keeps this thread busy, not the server's, and /v1/health and sign-ins keep answering.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { ConnectionHolds } from './connection-holds';
import type { Database } from './database';
import { EMBEDDED_VACUUM_INTERVAL_MS, vacuumWhereNeeded } from './embedded-vacuum';
import { PgliteDatabase } from './pglite-database';
import { procCpuSeconds } from '../kit/proc-cpu';
import { serialiseError, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

/**
 * Bytes already in memory, as the Blob PGlite takes for loadDataDir and fsBundle. PGlite only calls
 * arrayBuffer(), which Node 20's own Blob answers by copying chunk by chunk through the thread pool:
 * 0.7 s of CPU for a migrated test database's 43 MB tarball, and seconds on a loaded machine.
 */
class ReadBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super();
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.content;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

let pg: PGlite | null = null;
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<void> }>();
const unlisteners = new Map<string, () => Promise<void>>();
let nextTx = 0;
let vacuumTimer: ReturnType<typeof setInterval> | undefined;
const holds = new ConnectionHolds();

const reply = (message: WorkerReply) => parentPort!.postMessage(message);
const db = () => {
  if (!pg) throw new Error('The embedded database is not open');
  return pg;
};
const on = (tx: number | undefined) => (tx === undefined ? db() : transactions.get(tx)!.tx);

async function handle(m: WorkerRequest): Promise<unknown> {
  switch (m.op) {
    case 'open':
      pg = await PGlite.create({
        ...(m.dataDir ? { dataDir: m.dataDir } : {}),
        // A dumped data folder skips initdb, the slow part of opening a fresh database.
        ...(m.loadDataDir ? { loadDataDir: new ReadBlob(await readFile(m.loadDataDir)) } : {}),
        // Compiled and read once by a caller that opens many databases (the tests); else PGlite reads its own.
        ...(m.wasmModule ? { pgliteWasmModule: m.wasmModule } : {}),
        ...(m.fsBundle ? { fsBundle: new ReadBlob(m.fsBundle) } : {}),
      });
      vacuumTimer = setInterval(vacuum, m.vacuumEveryMs ?? EMBEDDED_VACUUM_INTERVAL_MS);
      vacuumTimer.unref();
      return undefined;
    case 'query': {
      const run = () => on(m.tx).query(m.sql, m.params);
      const r = m.tx === undefined ? await holds.time('server thread statements', run) : await run();
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    }
    case 'exec':
      await on(m.tx).exec(m.sql);
      return undefined;
    case 'begin':
      return begin();
    case 'end': {
      const t = transactions.get(m.tx)!;
      t.end(m.commit);
      await t.done;
      return undefined;
    }
    case 'listen':
      unlisteners.set(m.channel, await db().listen(m.channel, (payload) => reply({ notify: m.channel, payload })));
      return undefined;
    case 'unlisten':
      await unlisteners.get(m.channel)?.();
      unlisteners.delete(m.channel);
      return undefined;
    case 'copy':
      await db().query(`COPY ${m.table} (${m.columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([m.csv]) });
      return undefined;
    case 'run': {
      // Loaded through tsx's require hook, which the bootstrap registered for this thread.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the worker loads the task's module by path, synchronously
      const run = (require(m.modulePath) as Record<string, (db: Database, args: unknown) => Promise<unknown>>)[m.exportName];
      if (typeof run !== 'function') throw new Error(`${m.modulePath} exports no function ${m.exportName}`);
      return run(holds.metered(PgliteDatabase.over(db()), m.exportName), m.args);
    }
    case 'holds':
      return { held: holds.snapshot(), cpuSeconds: procCpuSeconds('thread-self') };
    case 'close':
      clearInterval(vacuumTimer);
      await pg?.close();
      pg = null;
      return undefined;
  }
}

/**
 * BEGIN: PGlite's own transaction holds its lock (other queries wait) until the server's thread
 * ends it; throwing inside rolls it back.
 */
function begin(): Promise<number> {
  const id = ++nextTx;
  return new Promise((started, failed) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const entry: { tx: Transaction | null; end(commit: boolean): void; done: Promise<void> } = { tx: null, end, done: Promise.resolve() };
    entry.done = db()
      .transaction(async (tx) => {
        const start = performance.now();
        entry.tx = tx;
        transactions.set(id, entry as { tx: Transaction; end(commit: boolean): void; done: Promise<void> });
        started(id);
        const commit = await decided;
        holds.end('server thread transactions', start);
        if (!commit) throw new RollBack();
      })
      .then(
        () => undefined,
        (e: unknown) => {
          if (!(e instanceof RollBack)) throw e;
        },
      )
      .finally(() => transactions.delete(id));
    entry.done.catch(failed);
  });
}

class RollBack extends Error {}

let vacuuming = false;
/** Autovacuum's work (embedded-vacuum.ts), between the statements of the server's thread; a failure is retried at the next tick. */
function vacuum(): void {
  if (vacuuming || !pg) return;
  vacuuming = true;
  vacuumWhereNeeded(holds.metered(PgliteDatabase.over(pg), 'vacuum'))
    .catch(() => {})
    .finally(() => (vacuuming = false));
}

parentPort!.on('message', (m: WorkerRequest) => {
  handle(m).then(
    (value) => reply({ id: m.id, ok: true, value }),
    (e: unknown) => reply({ id: m.id, ok: false, error: serialiseError(e) }),
  );
});
