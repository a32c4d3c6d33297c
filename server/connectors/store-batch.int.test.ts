import { expect, it } from 'vitest';
import type { ParsedMessage } from '../../core/connectors';
import { connectorPlant } from '../../tests/support/connector-plant';
import { forEachDatabase } from '../../tests/support/databases';
import { loadCalendars } from '../engine/calendar';
import { DEFAULT_INGEST_WINDOW } from '../ingest/date-window';
import { planBatch, storeBatch, type SinkMessage, type StoreBatchArgs } from './store-batch';

const DAY_MS = 86_400_000;

// A batch's events are worked out before its transaction (planBatch), from the machines' memories as
// stored then. Should another batch change a memory meanwhile (another server storing the same
// machine), the transaction must work them out again from the memory it locked.
forEachDatabase('a data source batch worked out before its transaction', (t) => {
  it('is worked out again when a machine memory changed meanwhile: a running total counts from the stored one', async () => {
    const companyId = await connectorPlant(t.db, 'CPLAN', ['P1']);
    const sourceId = (await t.db.query<{ id: number }>(
      `INSERT INTO connector_data_source (_company_id, name, kind, url, username, password, enabled, settings, client_id)
       VALUES ($1, 'Plan', 'mqtt', 'mqtt://127.0.0.1:1', '', '', false, '{}'::jsonb, 'plan-test') RETURNING id`,
      [companyId],
    )).rows[0]!.id;
    const calendar = (await loadCalendars(t.db, [companyId])).get(companyId)!;
    // Yesterday 06:00 UTC onwards: inside the plant's Day shift whatever the time of day.
    const at = (s: number) => Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS + 6 * 3_600_000 + s * 1_000;
    const total = (s: number, value: number): SinkMessage => ({
      message: { machineKey: 'P1', timestamp: at(s), signals: [{ kind: 'count', type: 'PROD', value, total: true, tag: 'produced' }] } satisfies ParsedMessage,
      origin: 'umh/v1/plant/P1/_historian',
    });
    const args = (batch: SinkMessage[]): StoreBatchArgs => ({ companyId, sourceId, kind: 'mqtt', window: DEFAULT_INGEST_WINDOW, now: Date.now(), calendar, batch, outcome: batch.map(() => null) });
    const quantityAt = async (s: number) =>
      Number((await t.db.query<{ q: string }>(`SELECT quantity AS q FROM bigbrain_inpevent WHERE _company_id = $1 AND erp_trans LIKE $2`, [companyId, `%@${at(s)}`])).rows[0]?.q);

    expect(await storeBatch(t.db, args([total(1, 10)]))).toEqual([null]); // the counter's first total: its baseline
    const late = args([total(3, 15)]);
    const stale = await planBatch(t.db, late); // from the total 10: 5 units
    expect(await storeBatch(t.db, args([total(2, 12)]))).toEqual([null]); // meanwhile: 2 units, the memory now says 12
    expect(await storeBatch(t.db, { ...late, plan: stale })).toEqual([null]);

    expect(await quantityAt(2)).toBe(2);
    expect(await quantityAt(3)).toBe(3);
  });
});
