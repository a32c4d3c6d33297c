import { expect, it } from 'vitest';
import { forEachDatabase } from '../../../tests/support/databases';
import { schemaSnapshot } from '../../../tests/support/schema-snapshot';
import { rebuildDeferredIndexes, withIndexesDeferred } from './deferred-indexes';

forEachDatabase('bulk load with deferred keys and indexes', (t) => {
  const keysOf = async (table: string) =>
    (await t.db.query<{ contype: string }>(`SELECT contype FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('p', 'f') ORDER BY 1`, [table])).rows.map((r) => r.contype);

  it('issue 15: during a load into an empty table it has no index, primary key or foreign key; afterwards exactly what the migrations made', async () => {
    const before = await schemaSnapshot(t.db);
    expect(await keysOf('bigbrain_inpevent')).toEqual(['f', 'p']);
    await withIndexesDeferred(t.db, 'bigbrain_inpevent', async () => {
      const during = await t.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'bigbrain_inpevent'`);
      expect(during.rows).toEqual([]);
      expect(await keysOf('bigbrain_inpevent')).toEqual([]);
    });
    expect(await schemaSnapshot(t.db)).toEqual(before);
  });

  it('a row the foreign key refuses fails the load when the key comes back, and the key is still put back', async () => {
    const load = withIndexesDeferred(t.db, 'bigbrain_inpevent', () =>
      t.db.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, _company_id) VALUES (now(), 'M1', 987654)`));
    await expect(load).rejects.toThrow(/foreign key/);
    await t.db.exec('DELETE FROM bigbrain_inpevent');
    await rebuildDeferredIndexes(t.db);
    expect(await keysOf('bigbrain_inpevent')).toEqual(['f', 'p']);
  });

  it('a load killed midway gets its keys and indexes back at the next load or server start', async () => {
    const before = await schemaSnapshot(t.db);
    // A kill: the keys and indexes are dropped and the load never returns to rebuild them.
    const killed = withIndexesDeferred(t.db, 'bigbrain_inpevent', () => new Promise<never>(() => {}));
    await expect.poll(async () => (await t.db.query('SELECT name FROM engine_deferred_index')).rows.length).toBeGreaterThan(0);
    void killed;
    await rebuildDeferredIndexes(t.db); // what server/main.ts runs after the migrations
    expect(await schemaSnapshot(t.db)).toEqual(before);
  });
});
