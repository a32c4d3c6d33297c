import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate } from './migrate';
import { PgliteDatabase } from './pglite-database';

describe('embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
  });
  afterAll(async () => db.close());

  it('applies every migration once, even when started twice', async () => {
    const first = await migrate(db);
    expect(first[0]).toBe('001_foundation');
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failed transaction back and changes nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO core_company (euid, name) VALUES ('C1', 'Acme')`);
        await tx.query(`INSERT INTO core_company (euid, name) VALUES ('X2', 'Bad euid')`);
      }),
    ).rejects.toThrow();
    expect((await db.query('SELECT * FROM core_company')).rows).toEqual([]);
  });

  it('bulk loads CSV with COPY', async () => {
    await db.copyFrom('core_company', ['euid', 'name'], 'C10,Alpha\nC11,"Beta, Inc"\n');
    const { rows } = await db.query<{ name: string }>('SELECT name FROM core_company ORDER BY euid');
    expect(rows.map((r) => r.name)).toEqual(['Alpha', 'Beta, Inc']);
  });
});
