import { beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../server/db/migrate';
import { forEachDatabase, openTestDatabase, type DatabaseKind } from './databases';
import { schemaSnapshot } from './schema-snapshot';

const serverOn = process.env.TEST_POSTGRES !== 'off';

describe.skipIf(!serverOn)('migrations on both databases', () => {
  const snapshots = new Map<DatabaseKind, Record<string, unknown[]>>();
  const applied = new Map<DatabaseKind, string[]>();
  beforeAll(async () => {
    for (const kind of ['embedded', 'server'] as const) {
      const { db, dispose } = await openTestDatabase(kind);
      try {
        applied.set(kind, (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version));
        snapshots.set(kind, await schemaSnapshot(db));
      } finally {
        await dispose();
      }
    }
  });

  it('applies every migration file on both databases', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(applied.get('embedded')).toEqual(versions);
    expect(applied.get('server')).toEqual(versions);
  });

  it('gives identical tables, columns, constraints and indexes on the embedded database and the real server', () => {
    const embedded = snapshots.get('embedded')!;
    const server = snapshots.get('server')!;
    expect(embedded.columns!.length).toBeGreaterThan(100);
    expect(server.columns).toEqual(embedded.columns);
    expect(server.constraints).toEqual(embedded.constraints);
    expect(server.indexes).toEqual(embedded.indexes);
  });
});

forEachDatabase('a fresh test database', (t) => {
  it('is migrated and empty, and reports its kind', async () => {
    expect(t.db.kind).toBe(t.kind);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core_company');
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps company-owned rows tied to their company: deleting a company removes its setup', async () => {
    const { rows } = await t.db.query<{ id: number }>(`INSERT INTO core_company (euid, name) VALUES ('CTEST1', 'Test Co') RETURNING id`);
    const id = rows[0]!.id;
    await t.db.query(`INSERT INTO bigbrain_part (name, ppm, _company_id) VALUES ('P1', 2, $1)`, [id]);
    await t.db.query(`INSERT INTO bigbrain_reason (kind, name, _company_id) VALUES ('down', 'Jam', $1)`, [id]);
    await t.db.query('DELETE FROM core_company WHERE id = $1', [id]);
    const left = await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM bigbrain_part) + (SELECT count(*) FROM bigbrain_reason) AS n');
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});


describe.each(['embedded', ...(serverOn ? ['server'] : [])] as DatabaseKind[])('migrated test databases of one run [%s]', (kind) => {
  // They are copies of one migrated starting point (global setup): a write to one must not reach another.
  it('are independent copies: a company written in one is not in the next', async () => {
    const first = await openTestDatabase(kind);
    try {
      await first.db.query(`INSERT INTO core_company (euid, name) VALUES ('CCOPY1', 'Copy Co')`);
      const second = await openTestDatabase(kind);
      try {
        const { rows } = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core_company');
        expect(rows[0]!.n).toBe(0);
      } finally {
        await second.dispose();
      }
    } finally {
      await first.dispose();
    }
  });
});

forEachDatabase(
  'an unmigrated test database',
  (t) => {
    it('has no tables yet (the embedded one starts from the run\'s initdb, not its own): the caller migrates it', async () => {
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      expect(rows[0]!.n).toBe(0);
      await migrate(t.db);
      const { rows: versions } = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    });
  },
  { migrate: false },
);
