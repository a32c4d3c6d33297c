import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { moveToPostgres, type MoveReport } from '../../server/db/move-to-postgres';
import { PgliteDatabase } from '../../server/db/pglite-database';
import { DEMO_PLANT_USERS, seedDemoPlant } from '../../server/demo';
import { startAssembledServer } from '../support/assembled-server';
import { openTestDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { oidcLogin, type OidcTokens } from '../support/oidc-login';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const skip = process.env.TEST_POSTGRES === 'off';

/** Every public table's rows as one digest, written apart from the mover: same rows, same digest. */
async function tableDigests(db: Queryable): Promise<Record<string, string>> {
  await db.exec(`SET TimeZone = 'UTC'`);
  const { rows } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of rows) {
    const r = await db.query<{ d: string; n: number }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d, count(*)::int AS n FROM "${name}" x`);
    digests[name] = `${r.rows[0].n}:${r.rows[0].d}`;
  }
  return digests;
}

// Issue 39 §4: `npm run move-to -- postgres://...` moves an embedded installation to a PostgreSQL server.
describe.skipIf(skip)('issue 39 §4: moving the embedded demo plant into an empty PostgreSQL database', () => {
  let folder: string;
  let target: Awaited<ReturnType<typeof openTestDatabase>>;
  let before: Record<string, string>;
  let report: MoveReport;
  let signedIn: OidcTokens;
  let eventPages: number;
  const manager = DEMO_PLANT_USERS.find((u) => u.role === 'MANAGER')!;
  let port: number;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'oee-move-'));
    const source = await PgliteDatabase.open(join(folder, 'pglite'));
    try {
      await migrate(source);
      await seedDemoPlant(source, { machines: 3, days: 3, customerNames: {} }, silent);
      port = await freePort();
      const server = await startAssembledServer(source, { port });
      signedIn = await oidcLogin({ baseUrl: server.url, email: manager.email, password: manager.password });
      await server.close();
      before = await tableDigests(source);
      const pages = await source.query<{ n: number }>(
        `SELECT (pg_relation_size('bigbrain_inpevent') / current_setting('block_size')::int)::int AS n`,
      );
      eventPages = pages.rows[0].n;
      target = await openTestDatabase('server', { migrate: false });
      // One heap page per COPY: every table of more than a page is moved in several pieces.
      report = await moveToPostgres(source, target.url!, undefined, { pagesPerChunk: 1 });
    } finally {
      await source.close();
    }
  }, 300_000);

  afterAll(async () => {
    await target?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('copies every table row for row (the same digest of every row), events and results of the plant included', async () => {
    const after = await tableDigests(target.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    const counts = Object.fromEntries(report.tables.map((t) => [t.table, t.target]));
    // The plant's events fill several heap pages whatever weekday the seeded days fall on (a weekend has fewer),
    // so the mover, one page per COPY, had to join pieces for them.
    expect(eventPages).toBeGreaterThan(2);
    expect(counts.bigbrain_inpevent).toBeGreaterThan(0);
    expect(counts.bigbrain_resentity).toBeGreaterThan(0);
    expect(report.tables.every((t) => t.source === t.target)).toBe(true);
  });

  it('the server started on it keeps every user signed in: the access token reads, the refresh token renews', async () => {
    const server = await startAssembledServer(target.db, { port });
    try {
      const me = await fetch(`${server.url}/v1/company_profile/me/`, { headers: { authorization: `Bearer ${signedIn.accessToken}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(manager.email);
      const renewed = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'oee-workbench', refresh_token: signedIn.refreshToken }).toString(),
      });
      expect(renewed.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('new rows continue the moved ids: every sequence hands out an id above its column\'s largest', async () => {
    const { rows } = await target.db.query<{ seq: string; tbl: string; col: string }>(
      `SELECT seq.relname AS seq, tbl.relname AS tbl, att.attname AS col
         FROM pg_depend d
         JOIN pg_class seq ON seq.oid = d.objid AND seq.relkind = 'S'
         JOIN pg_class tbl ON tbl.oid = d.refobjid
         JOIN pg_attribute att ON att.attrelid = tbl.oid AND att.attnum = d.refobjsubid
        WHERE d.deptype IN ('a', 'i') AND tbl.relnamespace = 'public'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const largest = await target.db.query<{ n: number }>(`SELECT coalesce(max("${r.col}"), 0)::bigint AS n FROM "${r.tbl}"`);
      const next = await target.db.query<{ n: number }>(`SELECT nextval('"${r.seq}"')::bigint AS n`);
      expect({ table: r.tbl, next: next.rows[0].n > largest.rows[0].n }).toEqual({ table: r.tbl, next: true });
    }
  });

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    const source = await PgliteDatabase.open(join(folder, 'pglite'));
    try {
      const digestsBefore = await tableDigests(target.db);
      await expect(moveToPostgres(source, target.url!)).rejects.toThrow(/not empty/);
      expect(await tableDigests(target.db)).toEqual(digestsBefore);
    } finally {
      await source.close();
    }
  }, 120_000);

  it('the target check runs before anything is written: a wrong address fails with the reason', async () => {
    const wrongPort = await freePort();
    const source = await PgliteDatabase.open(join(folder, 'pglite'));
    try {
      await expect(moveToPostgres(source, `postgres://postgres@127.0.0.1:${wrongPort}/none`)).rejects.toThrow(/ECONNREFUSED|connect/);
    } finally {
      await source.close();
    }
  }, 120_000);
});

