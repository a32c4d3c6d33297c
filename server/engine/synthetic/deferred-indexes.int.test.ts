import { expect, it } from 'vitest';
import { forEachDatabase } from '../../../tests/support/databases';
import { schemaSnapshot } from '../../../tests/support/schema-snapshot';
import { withIndexesDeferred } from './deferred-indexes';

forEachDatabase('bulk load with deferred indexes', (t) => {
  it('leaves the event table with exactly the indexes the migrations made', async () => {
    const before = await schemaSnapshot(t.db);
    await withIndexesDeferred(t.db, 'bigbrain_inpevent', async () => {
      const during = await t.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'bigbrain_inpevent'`);
      expect(during.rows).toEqual([{ indexname: 'bigbrain_inpevent_pkey' }]);
    });
    expect(await schemaSnapshot(t.db)).toEqual(before);
  });

  it('a load killed midway gets its indexes back at the next load', async () => {
    const before = await schemaSnapshot(t.db);
    // A kill: the indexes are dropped and the load never returns to rebuild them.
    const killed = withIndexesDeferred(t.db, 'bigbrain_inpevent', () => new Promise<never>(() => {}));
    await expect.poll(async () => (await t.db.query('SELECT name FROM engine_deferred_index')).rows.length).toBeGreaterThan(0);
    void killed;
    await withIndexesDeferred(t.db, 'bigbrain_inpschedule', async () => {});
    expect(await schemaSnapshot(t.db)).toEqual(before);
  });
});
