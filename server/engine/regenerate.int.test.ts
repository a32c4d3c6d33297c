import { beforeAll, expect, it } from 'vitest';
import { oeeMetrics, type ProductionTotals } from '../../core/oee';
import { forEachDatabase, openTestDatabase } from '../../tests/support/databases';
import { generateProductionHistory } from '../demo/production-history';
import { seedDemoStructure } from '../demo/plant-structure';
import { regenerate } from './regenerate';

const TODAY = '2026-03-10';
const NOW = Date.parse('2026-03-10T18:30:00Z');

interface Sums extends ProductionTotals {
  transaction_count: number;
}

const SUMS = `sum(r.scheduled_secs)::float8 AS scheduled_secs, sum(r.planned_down_secs)::float8 AS planned_down_secs,
  sum(r.unplanned_down_secs)::float8 AS unplanned_down_secs, sum(r.ideal_secs)::float8 AS ideal_secs, sum(r.good_secs)::float8 AS good_secs,
  sum(r.units_produced)::float8 AS units_produced, sum(r.units_scrapped)::float8 AS units_scrapped, sum(r.units_rejected)::float8 AS units_rejected,
  sum(r.units_reworked)::float8 AS units_reworked, sum(r.transaction_count)::float8 AS transaction_count`;

forEachDatabase('full regeneration', (t) => {
  let companyId: number;
  let counts: { events: number; schedules: number };
  const q = <T>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);

  beforeAll(async () => {
    const db = t.db;
    ({ companyId } = await seedDemoStructure(db, { machines: 10, seed: 7, now: NOW, timezone: 'US/Eastern' }));
    counts = await generateProductionHistory(db, companyId, { days: 4, today: TODAY, seed: 7, now: NOW });
    await regenerate(db, { companyId, now: () => NOW });
  });

  it('generates schedules and events and leaves both queues empty', async () => {
    expect(counts.events).toBeGreaterThan(1000);
    expect(counts.schedules).toBeGreaterThan(50);
    const left = await q<{ n: string }>('SELECT (SELECT count(*) FROM sch_queue) + (SELECT count(*) FROM ent_queue) AS n');
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it("a site's numbers equal the formulas applied to the sums of its machines' seconds and counts", async () => {
    const site = (await q<{ id: number }>(`SELECT id FROM bigbrain_entity WHERE _company_id = $1 AND depth = 1 ORDER BY key LIMIT 1`, [companyId])).rows[0];
    const machineSums = (
      await q<Sums & { shift_date: string; shift_key: string }>(
        `SELECT to_char(r.shift_date, 'YYYY-MM-DD') AS shift_date, r.shift_key, ${SUMS}
           FROM bigbrain_resentity r JOIN bigbrain_entity m ON m.id = r.entity_id JOIN bigbrain_entity a ON a.id = m.parent_id
          WHERE a.parent_id = $1 AND m.category = 'MACHINE' GROUP BY 1, 2 ORDER BY 1, 2`,
        [site.id],
      )
    ).rows;
    const siteRows = (
      await q<Record<string, number | string>>(
        `SELECT to_char(shift_date, 'YYYY-MM-DD') AS shift_date, shift_key, scheduled_secs, efficiency_percent, availability_percent,
                performance_percent, quality_percent, speed_loss_percent, scrap_loss_percent, planned_down_percent, unplanned_down_percent,
                units_produced::float8 AS units_produced, units_good::float8 AS units_good, transaction_count
           FROM bigbrain_resentity WHERE entity_id = $1 ORDER BY 1, 2`,
        [site.id],
      )
    ).rows;
    expect(siteRows.length).toBe(machineSums.length);
    expect(machineSums.some((s) => s.shift_key === 'SUMMARY')).toBe(true);
    for (const [i, s] of machineSums.entries()) {
      const m = oeeMetrics(s);
      const row = siteRows[i];
      expect([row.shift_date, row.shift_key]).toEqual([s.shift_date, s.shift_key]);
      expect(Number(row.scheduled_secs)).toBeCloseTo(s.scheduled_secs, 3);
      expect(Number(row.efficiency_percent)).toBeCloseTo(m.efficiency * 100, 6);
      expect(Number(row.availability_percent)).toBeCloseTo(m.availability * 100, 6);
      expect(Number(row.performance_percent)).toBeCloseTo(m.performance * 100, 6);
      expect(Number(row.quality_percent)).toBeCloseTo(m.quality * 100, 6);
      expect(Number(row.speed_loss_percent)).toBeCloseTo(m.speed_loss * 100, 6);
      expect(Number(row.scrap_loss_percent)).toBeCloseTo(m.scrap_loss * 100, 6);
      expect(Number(row.planned_down_percent)).toBeCloseTo(m.planned_down * 100, 6);
      expect(Number(row.unplanned_down_percent)).toBeCloseTo(m.unplanned_down * 100, 6);
      expect(Number(row.units_produced)).toBe(s.units_produced);
      expect(Number(row.units_good)).toBe(m.units_good);
      expect(Number(row.transaction_count)).toBe(s.transaction_count);
    }
  });

  it("a machine's SUMMARY row is the sum of its shifts of that date", async () => {
    const r = await q<{ bad: string }>(
      `SELECT count(*) AS bad FROM bigbrain_resentity s
         JOIN (SELECT entity_id, shift_date, sum(units_produced) AS p, sum(scheduled_secs) AS sch FROM bigbrain_resentity
                WHERE shift_key <> 'SUMMARY' GROUP BY 1, 2) x ON x.entity_id = s.entity_id AND x.shift_date = s.shift_date
        JOIN bigbrain_entity e ON e.id = s.entity_id
        WHERE s.shift_key = 'SUMMARY' AND e.category = 'MACHINE' AND (s.units_produced <> x.p OR abs(s.scheduled_secs - x.sch) > 0.001)`,
    );
    expect(Number(r.rows[0].bad)).toBe(0);
  });

  it('every schedule gets a result and its counts are in 15-minute buckets that add up', async () => {
    const r = await q<{ schedules: string; results: string; off: string }>(
      `SELECT (SELECT count(*) FROM bigbrain_inpschedule WHERE _company_id = $1) AS schedules,
              (SELECT count(*) FROM bigbrain_resschedule WHERE _company_id = $1) AS results,
              (SELECT count(*) FROM bigbrain_resschedule s
                 WHERE s._company_id = $1 AND s.units_produced <> (SELECT COALESCE(sum(units_produced), 0) FROM bigbrain_restime t WHERE t.parent_id = s.id)) AS off`,
      [companyId],
    );
    expect(Number(r.rows[0].results)).toBe(Number(r.rows[0].schedules));
    expect(Number(r.rows[0].off)).toBe(0);
    const minutes = await q<{ bad: string }>(`SELECT count(*) AS bad FROM bigbrain_restime WHERE extract(minute FROM "timestamp")::int % 15 <> 0 OR extract(second FROM "timestamp") <> 0`);
    expect(Number(minutes.rows[0].bad)).toBe(0);
  });

  it('is deterministic: the same seed gives the same history', async () => {
    const r = await q<{ n: string; q: string }>('SELECT count(*) AS n, sum(quantity) AS q FROM bigbrain_inpevent WHERE _company_id = $1', [companyId]);
    const { db: other, dispose } = await openTestDatabase(t.kind);
    try {
      const c = await seedDemoStructure(other, { machines: 10, seed: 7, now: NOW, timezone: 'US/Eastern' });
      await generateProductionHistory(other, c.companyId, { days: 4, today: TODAY, seed: 7, now: NOW });
      const o = await other.query<{ n: string; q: string }>('SELECT count(*) AS n, sum(quantity) AS q FROM bigbrain_inpevent');
      expect(o.rows[0]).toEqual(r.rows[0]);
    } finally {
      await dispose();
    }
  });

  it('issue 15: two batches worked at once give the results of one at a time', async () => {
    // Rounded: a roll-up sums its children's floating-point seconds in whatever order they come.
    const results = async () =>
      (await q<Record<string, unknown>>(
        `SELECT e.key, to_char(r.shift_date, 'YYYY-MM-DD') AS d, r.shift_key, round(r.scheduled_secs::numeric, 6)::text AS sch,
                round(r.unplanned_down_secs::numeric, 6)::text AS ud, round(r.planned_down_secs::numeric, 6)::text AS pd, r.units_produced::text AS p,
                r.units_scrapped::text AS s, round(r.efficiency_percent::numeric, 9)::text AS eff, r.transaction_count
           FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id WHERE r._company_id = $1 ORDER BY 1, 2, 3`,
        [companyId],
      )).rows;
    const times = async () =>
      (await q<{ n: string; p: string }>('SELECT count(*) AS n, sum(units_produced)::text AS p FROM bigbrain_restime WHERE _company_id = $1', [companyId])).rows[0];
    await regenerate(t.db, { companyId, now: () => NOW, parallel: 1, batch: 20 });
    const [one, oneTimes] = [await results(), await times()];
    await regenerate(t.db, { companyId, now: () => NOW, parallel: 2, batch: 20 });
    expect(await results()).toEqual(one);
    expect(await times()).toEqual(oneTimes);
    expect(one.length).toBeGreaterThan(100);
  });
});
