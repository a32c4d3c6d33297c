import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { PgDatabase } from '../../server/db/pg-database';
import { DEMO_PLANT_USERS, seedDemoPlant } from '../../server/demo';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import { openTestDatabase } from '../support/databases';
import { oidcLogin } from '../support/oidc-login';
import { startPostgres, startStandby, type RunningPostgres, type RunningStandby } from '../support/postgres';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const skip = process.env.TEST_POSTGRES === 'off';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Issue 40: GraphQL reads from a real streaming standby (pg_basebackup -R on loopback) through DATABASE_READ_URL.
describe.skipIf(skip)('issue 40: GraphQL reads from a streaming replica', () => {
  let ownPrimary: RunningPostgres | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let standby: RunningStandby;
  let db: PgDatabase;
  let onStandby: PgDatabase;
  let server: AssembledServer;
  let token: string;
  const manager = DEMO_PLANT_USERS.find((u) => u.role === 'MANAGER')!;

  const partNames = async (): Promise<string[]> => {
    const res = await fetch(`${server.url}/v1/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ bigbrain_part(order_by: {name: asc}) { name } }' }),
    });
    const body = (await res.json()) as { data?: { bigbrain_part: Array<{ name: string }> }; errors?: unknown };
    if (res.status !== 200 || !body.data) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body)}`);
    return body.data.bigbrain_part.map((p) => p.name);
  };
  /** A change made beside the product (no user wrote it through the server), so only replication carries it. */
  const renameBeside = (from: string, to: string) => db.query('UPDATE bigbrain_part SET name = $2 WHERE name = $1', [from, to]);

  beforeAll(async () => {
    let primaryUrl: string;
    if (inject('postgresUrl')) {
      // The run's shared server and a copy of its migrated template: no initdb and no migrations of our own
      // (the standby follows the whole shared cluster, which pg_basebackup copies in a few seconds).
      const copy = await openTestDatabase('server');
      db = copy.db as PgDatabase;
      dispose = copy.dispose;
      primaryUrl = copy.url!;
    } else {
      // An outside server (TEST_DATABASE_URL) may refuse replication: follow a server of our own instead.
      ownPrimary = await startPostgres();
      primaryUrl = ownPrimary.url;
      db = await PgDatabase.open(primaryUrl);
      await migrate(db);
    }
    await seedDemoPlant(db, { machines: 2, days: 1, customerNames: {} }, silent);
    standby = await startStandby(primaryUrl);
    onStandby = await PgDatabase.open(standby.url);
    server = await startAssembledServer(db, { env: { DATABASE_READ_URL: standby.url } });
    token = (await oidcLogin({ baseUrl: server.url, email: manager.email, password: manager.password })).accessToken;
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    await onStandby?.close();
    await standby?.stop();
    if (dispose) await dispose();
    else await db?.close();
    await ownPrimary?.stop();
  });

  it('reads come from the standby: with its replay paused, a change made on the primary is not read until replay resumes', async () => {
    const [first] = await partNames();
    await onStandby.query('SELECT pg_wal_replay_pause()');
    try {
      await renameBeside(first, 'Renamed on the primary');
      await new Promise((r) => setTimeout(r, 300));
      expect(await partNames()).toContain(first);
    } finally {
      await onStandby.query('SELECT pg_wal_replay_resume()');
    }
    await until(partNames, (names) => names.includes('Renamed on the primary'), 'the replayed rename');
  });

  it("a user reads their own write at once, though the standby has not replayed it; then reads return to the standby", async () => {
    await onStandby.query('SELECT pg_wal_replay_pause()');
    try {
      const created = await fetch(`${server.url}/v1/part/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Written just now', desc: '', ppm: 2 }),
      });
      expect(created.status).toBe(201);
      expect(await partNames()).toContain('Written just now');
      const standbyRows = await onStandby.query<{ n: number }>(`SELECT count(*)::int AS n FROM bigbrain_part WHERE name = 'Written just now'`);
      expect(standbyRows.rows[0].n).toBe(0);
    } finally {
      await onStandby.query('SELECT pg_wal_replay_resume()');
    }
    // Caught up: a change beside the product while replay is paused again is not read, so the reads are the standby's.
    await until(async () => (await onStandby.query<{ n: number }>(`SELECT count(*)::int AS n FROM bigbrain_part WHERE name = 'Written just now'`)).rows[0].n, (n) => n === 1, 'the standby replaying the write');
    await partNames();
    await onStandby.query('SELECT pg_wal_replay_pause()');
    try {
      await renameBeside('Written just now', 'Renamed beside again');
      await new Promise((r) => setTimeout(r, 300));
      expect(await partNames()).toContain('Written just now');
    } finally {
      await onStandby.query('SELECT pg_wal_replay_resume()');
    }
  });

  it('the standby stopping and coming back: reads answer from the primary meanwhile, with no error, then from the standby again', async () => {
    await onStandby.close();
    await standby.pause();
    try {
      await renameBeside('Renamed beside again', 'Renamed while the standby is down');
      expect(await partNames()).toContain('Renamed while the standby is down');
    } finally {
      await standby.resume();
    }
    onStandby = await PgDatabase.open(standby.url);
    // Back after the pause the server leaves a failed replica alone (5 s): the standby serves again.
    await until(async () => {
      await onStandby.query('SELECT pg_wal_replay_pause()');
      try {
        await renameBeside('Renamed while the standby is down', 'Renamed with replay paused');
        await new Promise((r) => setTimeout(r, 200));
        const names = await partNames();
        await renameBeside('Renamed with replay paused', 'Renamed while the standby is down');
        return names.includes('Renamed while the standby is down');
      } finally {
        await onStandby.query('SELECT pg_wal_replay_resume()');
      }
    }, (fromStandby) => fromStandby, 'reads from the standby again', 30_000);
  }, 60_000);
});
