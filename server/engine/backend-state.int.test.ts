import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { insertSmallCompany } from '../../tests/support/small-company';
import type { Database } from '../db/database';
import { readBackendState } from './backend-state';
import { drainQueues } from './drain';
import { enqueueWindows } from './enqueue';

const NOW = Date.parse('2026-03-10T12:00:00Z');

async function company(db: Database, euid: string): Promise<number> {
  const id = await insertSmallCompany(db, euid, { machines: ['M1'], desc: 'A plant' });
  await db.query(`INSERT INTO core_user (euid, email, _company_id) VALUES ($1, $2, $3)`, [`U${euid}`, `${euid}@x.test`, id]);
  return id;
}

forEachDatabase('backend state', (t) => {
  let a: number;
  let b: number;

  beforeAll(async () => {
    a = await company(t.db, 'CA');
    b = await company(t.db, 'CB');
    await t.db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id) VALUES ('2026-03-09T12:00:00Z', 'M1', 'PROD', 5, $1)`,
      [a],
    );
    await t.db.query(
      `INSERT INTO core_scheduleddowntime (message, start_epoch, end_epoch, time_epoch, updated_epoch, _company_id) VALUES
         ('for everyone', $1, $2, NULL, $1, NULL), ('for A', $1, $2, $2, $1, $3), ('for B', $1, $2, NULL, $1, $4), ('over', 1, 2, NULL, 1, $3)`,
      [NOW - 1000, NOW + 1000, a, b],
    );
  });

  it('shows current queue counts, progress counters and users of the caller’s company only', async () => {
    await enqueueWindows(t.db, [
      { companyId: a, machineKey: 'M1', shiftDate: '2026-03-09', shiftKey: 'DAY' },
      { companyId: a, machineKey: 'M1', shiftDate: '2026-03-08', shiftKey: 'DAY' },
      { companyId: b, machineKey: 'M1', shiftDate: '2026-03-09', shiftKey: 'DAY' },
    ]);
    const s = await readBackendState(t.db, a, NOW);
    expect(s).toMatchObject({ euid: 'CA', name: 'CA', desc: 'A plant', sch_queue: 2, ent_queue: 0, users: 1 });
    expect(s.progress).toEqual({ inpevents: 1, inpschedules: 0, parts: 0, reasons: 0, shifts: 1 });
    expect(s.last_input).toBe(Date.parse('2026-03-09T12:00:00Z'));
  });

  it('super users (no company) read the state of every company', async () => {
    expect(await readBackendState(t.db, null, NOW)).toMatchObject({ euid: null, sch_queue: 3, users: 2 });
  });

  it('counts the jobs done this month once the queues are worked', async () => {
    await drainQueues(t.db, { now: () => NOW });
    const s = await readBackendState(t.db, a, NOW);
    expect(s).toMatchObject({ sch_queue: 0, ent_queue: 0, sch_joblog: 2 });
    expect(s.ent_joblog).toBeGreaterThanOrEqual(2);
  });

  it("lists scheduled downtimes that have not ended: the company's own and everyone's", async () => {
    const s = await readBackendState(t.db, a, NOW);
    expect(s.scheduled_downtimes.map((d) => d.message).sort()).toEqual(['for A', 'for everyone']);
    expect(s.scheduled_downtimes.find((d) => d.message === 'for A')).toMatchObject({ start_epoch: NOW - 1000, end_epoch: NOW + 1000, time_epoch: NOW + 1000, updated_epoch: NOW - 1000 });
  });
});

forEachDatabase('issue 15: the event counters are kept by triggers, not count(*)', (t) => {
  it('a bulk insert, a delete and a truncate keep company_counts equal to the rows, per company', async () => {
    const a = await company(t.db, 'CKA');
    const b = await company(t.db, 'CKB');
    const counts = async () => (await readBackendState(t.db, a, NOW)).progress.inpevents;
    const truth = async (id: number) => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM bigbrain_inpevent WHERE _company_id = $1', [id])).rows[0].n);
    // One statement of 500 rows for A and 3 for B: one grouped upsert per statement.
    await t.db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id)
         SELECT timestamptz '2026-03-09T00:00:00Z' + g * interval '1 minute', 'M1', 'PROD', 1, CASE WHEN g <= 500 THEN $1::int ELSE $2::int END
           FROM generate_series(1, 503) g`,
      [a, b],
    );
    expect(await counts()).toBe(500);
    expect((await readBackendState(t.db, b, NOW)).progress.inpevents).toBe(3);
    await t.db.query(`DELETE FROM bigbrain_inpevent WHERE _company_id = $1 AND "timestamp" < '2026-03-09T01:00:00Z'`, [a]);
    expect(await counts()).toBe(await truth(a));
    expect(await counts()).toBe(441);
    // The reader never counts the event table itself.
    await t.db.query(`UPDATE company_counts SET n = 7 WHERE _company_id = $1 AND tbl = 'bigbrain_inpevent'`, [a]);
    expect(await counts()).toBe(7);
    await t.db.query('TRUNCATE bigbrain_inpevent CASCADE');
    expect(await counts()).toBe(0);
  });
});
