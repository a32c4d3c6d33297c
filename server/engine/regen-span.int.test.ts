import { beforeAll, beforeEach, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { insertSmallCompany } from '../../tests/support/small-company';
import type { Database } from '../db/database';
import { queueRegeneration } from './regenerate';

const event = (db: Database, companyId: number, machine: string, at: string) =>
  db.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id) VALUES ($1, $2, 'PROD', 1, $3)`, [at, machine, companyId]);

forEachDatabase('regeneration range (engine README: regenerate() queues every machine, shift and date in range)', (t) => {
  let a: number;
  let b: number;
  let idle: number;
  const queued = async () =>
    (await t.db.query<{ c: number; n: string; first: string; last: string }>(
      `SELECT _company_id AS c, count(*) AS n, to_char(min(shift_date), 'YYYY-MM-DD') AS first, to_char(max(shift_date), 'YYYY-MM-DD') AS last
         FROM sch_queue GROUP BY 1 ORDER BY 1`,
    )).rows.map((r) => ({ ...r, n: Number(r.n) }));

  beforeAll(async () => {
    // The idle company first: the index holds other companies' events after its place.
    idle = await insertSmallCompany(t.db, 'CSPAN-IDLE', { machines: ['M1'] });
    a = await insertSmallCompany(t.db, 'CSPAN-A', { machines: ['M1', 'M2'] });
    b = await insertSmallCompany(t.db, 'CSPAN-B', { machines: ['M1'] });
    await event(t.db, a, 'M1', '2026-03-02T12:00:00Z');
    await event(t.db, a, 'M2', '2026-03-05T12:00:00Z');
    // A machine no longer in the plant still has its events: they count for the range as before.
    await event(t.db, a, 'GONE', '2026-02-20T12:00:00Z');
    await t.db.query(
      `INSERT INTO bigbrain_inpschedule (shift_date, shift_key, machine_key, part_name, operation, quantity, ppm, _company_id) VALUES ('2026-03-08', 'DAY', 'M1', 'P', 'OP', 10, 1, $1)`,
      [a],
    );
    await event(t.db, b, 'M1', '2026-01-10T12:00:00Z');
    await event(t.db, b, 'M1', '2026-04-01T12:00:00Z');
  });
  beforeEach(async () => {
    await t.db.exec('DELETE FROM sch_queue');
  });

  it("one company: every machine and shift from the day before its first event to the later of its last schedule and the day after its last event", async () => {
    expect(await queueRegeneration(t.db, { companyId: a })).toBe(2 * 18);
    expect(await queued()).toEqual([{ c: a, n: 2 * 18, first: '2026-02-19', last: '2026-03-08' }]);
  });

  it("every company: one range over all companies' inputs", async () => {
    const days = 31 - 9 + 1 + 28 + 31 + 2;
    expect(await queueRegeneration(t.db)).toBe(4 * days);
    expect(await queued()).toEqual([
      { c: idle, n: days, first: '2026-01-09', last: '2026-04-02' },
      { c: a, n: 2 * days, first: '2026-01-09', last: '2026-04-02' },
      { c: b, n: days, first: '2026-01-09', last: '2026-04-02' },
    ]);
  });

  it('a company without inputs queues nothing; a range given is used as given', async () => {
    expect(await queueRegeneration(t.db, { companyId: idle })).toBe(0);
    expect(await queueRegeneration(t.db, { companyId: b, from: '2026-02-01', to: '2026-02-03' })).toBe(3);
    expect(await queued()).toEqual([{ c: b, n: 3, first: '2026-02-01', last: '2026-02-03' }]);
  });
});
