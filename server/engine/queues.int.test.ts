import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import type { Database, Queryable } from '../db/database';
import { generateProductionHistory } from '../demo/production-history';
import { seedDemoStructure } from '../demo/plant-structure';
import { drainQueues } from './drain';
import { enqueueForEvents } from './enqueue';
import { regenerate } from './regenerate';

const TODAY = '2026-03-10';
const NOW = Date.parse('2026-03-10T18:30:00Z');
const now = () => NOW;

async function snapshot(q: Queryable): Promise<unknown[]> {
  const r = await q.query(
    `SELECT entity_id, to_char(shift_date, 'YYYY-MM-DD') AS d, shift_key, round(scheduled_secs::numeric, 3)::text AS s,
            round(efficiency_percent::numeric, 6)::text AS e, units_produced::text AS p, transaction_count
       FROM bigbrain_resentity ORDER BY entity_id, shift_date, shift_key`,
  );
  return r.rows;
}

async function queued(q: Queryable): Promise<string[]> {
  const r = await q.query<{ k: string }>(`SELECT machine_key || ' ' || to_char(shift_date, 'YYYY-MM-DD') || ' ' || shift_key AS k FROM sch_queue ORDER BY 1`);
  return r.rows.map((x) => x.k);
}

forEachDatabase('engine queues', (t) => {
  let companyId: number;
  let machine: string;
  let complete: unknown[];

  beforeAll(async () => {
    ({ companyId } = await seedDemoStructure(t.db, { machines: 5, seed: 3, now: NOW, timezone: 'US/Eastern' }));
    await generateProductionHistory(t.db, companyId, { days: 3, today: TODAY, seed: 3, now: NOW });
    await regenerate(t.db, { companyId, now });
    complete = await snapshot(t.db);
    machine = (await t.db.query<{ key: string }>(`SELECT key FROM bigbrain_entity WHERE category = 'MACHINE' ORDER BY key LIMIT 1`)).rows[0].key;
  });

  it('a new event marks only its (machine, shift date, shift) for recomputation', async () => {
    // 2026-03-09 10:00 in New York is the Day shift of the 9th.
    await enqueueForEvents(t.db, companyId, [{ machine_key: machine, timestamp: Date.parse('2026-03-09T14:00:00Z') }], NOW);
    expect(await queued(t.db)).toEqual([`${machine} 2026-03-09 DAY`]);
    await drainQueues(t.db, { now });
  });

  it('downtime across a shift boundary marks both shifts, the overnight one included', async () => {
    // 22:00 on the 8th to 01:00 on the 9th, New York: Afternoon and the Midnight shift of the 8th.
    await enqueueForEvents(t.db, companyId, [{ machine_key: machine, type: 'DOWN', timestamp: Date.parse('2026-03-09T02:00:00Z'), end: Date.parse('2026-03-09T05:00:00Z') }], NOW);
    expect(await queued(t.db)).toEqual([`${machine} 2026-03-08 AFTERNOON`, `${machine} 2026-03-08 MIDNIGHT`]);
    await drainQueues(t.db, { now });
    expect(await snapshot(t.db)).toEqual(complete);
  });

  it("a new event changes the machine's result and its area's, site's and company's", async () => {
    const ts = Date.parse('2026-03-09T15:00:00Z');
    const before = await totalsByDepth(t.db, machine, '2026-03-09');
    await t.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id) VALUES ($1, $2, 'PROD', 1000, $3)`,
        [new Date(ts), machine, companyId],
      );
      await enqueueForEvents(tx, companyId, [{ machine_key: machine, timestamp: ts }], NOW);
    });
    await drainQueues(t.db, { now });
    const after = await totalsByDepth(t.db, machine, '2026-03-09');
    expect(after.map((x, i) => x - before[i])).toEqual([1000, 1000, 1000, 1000]);
  });

  it("under steady writes an event reaches the area, site and company rows before the writes pause", async () => {
    const date = '2026-03-09';
    const before = await totalsByDepth(t.db, machine, date);
    const write = () =>
      t.db.transaction(async (tx) => {
        const ts = Date.parse('2026-03-09T15:30:00Z');
        await tx.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id) VALUES ($1, $2, 'PROD', 1, $3)`, [new Date(ts), machine, companyId]);
        await enqueueForEvents(tx, companyId, [{ machine_key: machine, timestamp: ts }], NOW);
      });
    // As under steady ingestion, a write lands after each schedule batch (six in all); what the
    // SUMMARY rows show when the sixth lands is what a dashboard showed while events kept coming.
    // Between two schedule batches the roll-up climbs one level (machine day, area, site, company),
    // so the first write has reached the company when the fifth schedule batch is done.
    const STEADY = 6;
    let writes = 1;
    let whileWriting: number[] = [];
    const steady: Database = {
      kind: t.db.kind,
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      listen: (channel, fn) => t.db.listen(channel, fn),
      copyFrom: (table, columns, csv) => t.db.copyFrom(table, columns, csv),
      close: async () => {},
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        let schedules = false;
        const result = await t.db.transaction((tx) =>
          fn({ query: (sql, params) => ((schedules ||= /FROM sch_queue[\s\S]*SKIP LOCKED/.test(sql)), tx.query(sql, params)), exec: (sql) => tx.exec(sql) }),
        );
        if (schedules && writes < STEADY) {
          if (++writes === STEADY) whileWriting = await totalsByDepth(t.db, machine, date);
          await write();
        }
        return result;
      },
    };
    await write();
    await drainQueues(steady, { now });
    expect(whileWriting.map((x, i) => x - before[i])).toEqual([1, 1, 1, 1]);
    expect((await totalsByDepth(t.db, machine, date)).map((x, i) => x - before[i])).toEqual([STEADY, STEADY, STEADY, STEADY]);
  });

  it('a regeneration interrupted midway loses nothing: queue rows leave only with their results', async () => {
    const expected = await snapshot(t.db);
    await t.db.exec('DELETE FROM bigbrain_resentity');
    let calls = 0;
    await expect(
      regenerate(t.db, {
        companyId,
        now,
        batch: 10,
        onProgress: () => {
          if (++calls === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const left = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sch_queue');
    expect(Number(left.rows[0].n)).toBeGreaterThan(0);
    // The next process simply works the queues.
    await drainQueues(t.db, { now });
    expect(await snapshot(t.db)).toEqual(expected);
  });

  it('two workers draining the same queues process every row exactly once', async () => {
    await t.db.exec('DELETE FROM sch_joblog; DELETE FROM ent_joblog');
    await t.db.query(
      `INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key)
       SELECT $1, e.key, d::date, upper(s.name) FROM bigbrain_entity e JOIN bigbrain_shift s ON s._company_id = e._company_id
        CROSS JOIN generate_series('2026-03-07'::date, '2026-03-10'::date, interval '1 day') d WHERE e.category = 'MACHINE'`,
      [companyId],
    );
    const enqueued = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sch_queue')).rows[0].n);
    const [a, b] = await Promise.all([drainQueues(t.db, { now, batch: 3 }), drainQueues(t.db, { now, batch: 3 })]);
    const logged = await t.db.query<{ n: string }>('SELECT sum(rows) AS n FROM sch_joblog');
    expect(Number(logged.rows[0].n)).toBe(enqueued);
    expect(a + b).toBeGreaterThanOrEqual(enqueued);
    if (t.kind === 'server') expect(Math.min(a, b)).toBeGreaterThan(0);
    expect(await snapshot(t.db)).toEqual(await snapshotAfterFullRegen());
  });

  async function snapshotAfterFullRegen(): Promise<unknown[]> {
    await regenerate(t.db, { companyId, now });
    return snapshot(t.db);
  }

  it("every change of a queue is announced on 'backend_state'", async () => {
    const payloads: string[] = [];
    const stop = await t.db.listen('backend_state', (p) => payloads.push(p));
    try {
      await enqueueForEvents(t.db, companyId, [{ machine_key: machine, timestamp: Date.parse('2026-03-09T14:00:00Z') }], NOW);
      await waitFor(() => payloads.includes('sch_queue'));
      await drainQueues(t.db, { now });
      await waitFor(() => payloads.includes('ent_queue'));
    } finally {
      await stop();
    }
  });
});

async function waitFor(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
}

/** SUMMARY units produced of the machine and its area, site and company on a date. */
async function totalsByDepth(q: Queryable, machineKey: string, date: string): Promise<number[]> {
  const r = await q.query<{ depth: number; p: string }>(
    `WITH RECURSIVE up AS (SELECT id, parent_id, depth FROM bigbrain_entity WHERE key = $1
                         UNION ALL SELECT e.id, e.parent_id, e.depth FROM bigbrain_entity e JOIN up ON e.id = up.parent_id)
     SELECT up.depth, COALESCE(r.units_produced, 0)::text AS p FROM up
       LEFT JOIN bigbrain_resentity r ON r.entity_id = up.id AND r.shift_date = $2 AND r.shift_key = 'SUMMARY'
      ORDER BY up.depth DESC`,
    [machineKey, date],
  );
  return r.rows.map((x) => Number(x.p));
}
