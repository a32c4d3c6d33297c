import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate } from './migrate';
import { PgliteDatabase } from './pglite-database';
import { PgliteWorkerDatabase } from './pglite-worker-database';
import { pgliteArtifacts } from '../../tests/support/pglite-artifacts';

describe.each([
  ['on the calling thread', () => PgliteDatabase.open()],
  ['on its own worker thread (npm start)', () => PgliteWorkerDatabase.open()],
  ['on its own worker thread from a module compiled by the caller (the tests)', async () => PgliteWorkerDatabase.open(undefined, await pgliteArtifacts())],
])('embedded database %s', (_where, open: () => Promise<Database>) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  it('applies every migration once, even when started twice', async () => {
    const first = await migrate(db);
    expect(first[0]).toBe('001_foundation');
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failed transaction back and changes nothing; the error keeps its PostgreSQL code', async () => {
    const failure = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO core_company (euid, name) VALUES ('C1', 'Acme')`);
      await tx.query(`INSERT INTO core_company (euid, name) VALUES ('X2', 'Bad euid')`);
    });
    await expect(failure).rejects.toThrow();
    await expect(failure.catch((e: { code?: string }) => e.code)).resolves.toMatch(/^23/);
    expect((await db.query('SELECT * FROM core_company')).rows).toEqual([]);
  });

  it('commits a transaction and answers its value', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO core_company (euid, name) VALUES ('C5', 'Kept')`);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM core_company')).rows[0]!.n;
    });
    expect(value).toBe(1);
    await db.query(`DELETE FROM core_company WHERE euid = 'C5'`);
  });

  it('bulk loads CSV with COPY', async () => {
    await db.copyFrom('core_company', ['euid', 'name'], 'C10,Alpha\nC11,"Beta, Inc"\n');
    const { rows } = await db.query<{ name: string }>('SELECT name FROM core_company ORDER BY euid');
    expect(rows.map((r) => r.name)).toEqual(['Alpha', 'Beta, Inc']);
  });

  it('delivers NOTIFY payloads to listeners until they stop', async () => {
    const got: string[] = [];
    const stop = await db.listen('bench_channel', (p) => got.push(p));
    await db.query(`NOTIFY bench_channel, 'one'`);
    await expect.poll(() => got).toEqual(['one']);
    await stop();
    await db.query(`NOTIFY bench_channel, 'two'`);
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['one']);
  });
});

describe('the worker keeps the server thread free (issue 16)', () => {
  it('timers on the calling thread keep running while a slow statement runs in the worker', async () => {
    const db = await PgliteWorkerDatabase.open();
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
      clearInterval(timer);
      expect(ticks, 'the event loop ran during the query').toBeGreaterThan(5);
      // Health's ping does not queue behind a running statement.
      const slow = db.query('SELECT count(*) FROM generate_series(1, 3000000)');
      const first = await Promise.race([db.ping().then(() => 'ping'), slow.then(() => 'query')]);
      expect(first, 'the ping answers before the running statement ends').toBe('ping');
      await slow;
    } finally {
      await db.close();
    }
  });
});

describe('a caller that opens many embedded databases compiles PGlite once (issue 31)', () => {
  it('the worker starts from the module and bundle it is given: a truncated bundle is refused', async () => {
    const { wasmModule, fsBundle } = await pgliteArtifacts();
    const open = PgliteWorkerDatabase.open(undefined, { wasmModule, fsBundle: fsBundle.subarray(0, fsBundle.byteLength - 1) });
    await expect(open).rejects.toThrow(/bundle size/);
  });
});
