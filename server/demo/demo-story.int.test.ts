import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../core/time';
import { forEachDatabase } from '../../tests/support/databases';
import { isBadDay, WORST_MACHINE } from '../engine/synthetic/plant-story';
import { DEFAULT_HISTORY_SEED } from './production-history';
import { seedDemoPlant } from './seed-demo-plant';

// Issue 35 point 9, a demo plant with a story (README, "The demo plant's story"): what a visitor finds
// in the seeded database's results, computed by the engine as every screen reads them.

const NOW = Date.UTC(2026, 10, 28, 12); // 07:00 on 2026-11-28 in US/Eastern: the week before is whole, its last Midnight shift too
const LAST_DAY = '2026-11-27';
const FIRST_DAY = addDays(LAST_DAY, -6);
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** OEE % from summed totals, as the product rolls up (core/oee sumTotals, oeeMetrics). */
const OEE_SQL = `100 * sum(r.good_secs) / NULLIF(sum(r.scheduled_secs - r.planned_down_secs), 0)`;

forEachDatabase("the demo plant's story in the seeded results (issue 35 point 9)", (t) => {
  let companyId = 0;
  const oeeBy = async (category: string, group: string, shifts: 'SUMMARY' | 'SHIFTS') => {
    const { rows } = await t.db.query<{ k: string; oee: number }>(
      `SELECT ${group} AS k, ${OEE_SQL} AS oee
         FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
        WHERE r._company_id = $1 AND e.category = $2 AND r.shift_date BETWEEN $3 AND $4 AND (r.shift_key = 'SUMMARY') = $5
        GROUP BY 1 ORDER BY 2`,
      [companyId, category, FIRST_DAY, LAST_DAY, shifts === 'SUMMARY'],
    );
    return rows.map((r) => ({ k: r.k, oee: Number(r.oee) }));
  };

  beforeAll(async () => {
    ({ companyId } = await seedDemoPlant(t.db, { machines: 24, days: 8, customerNames: {}, now: NOW }, silent));
  }, 600_000);

  it(`${WORST_MACHINE.name} is the worst machine by OEE over the last 7 days, 8+ points below the next`, async () => {
    const ranked = await oeeBy('MACHINE', 'e.name', 'SUMMARY');
    expect(ranked).toHaveLength(24);
    expect(ranked[0]!.k).toBe('Press 03');
    expect(ranked[1]!.oee - ranked[0]!.oee).toBeGreaterThanOrEqual(8);
  });

  it(`${WORST_MACHINE.name}'s top unplanned downtime reason over the last 7 days is ${WORST_MACHINE.reason}, 3x or more its fourth`, async () => {
    const { rows } = await t.db.query<{ reason: string; secs: number }>(
      `SELECT reason_name AS reason, sum(extract(epoch FROM "end" - "timestamp"))::float8 AS secs
         FROM bigbrain_inpevent
        WHERE _company_id = $1 AND machine_key = 'PRS-03' AND type = 'DOWN' AND NOT planned AND shift_date BETWEEN $2 AND $3
        GROUP BY 1 ORDER BY 2 DESC`,
      [companyId, FIRST_DAY, LAST_DAY],
    );
    expect(rows[0]!.reason).toBe(WORST_MACHINE.reason);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.secs).toBeGreaterThanOrEqual(3 * rows[3]!.secs);
  });

  it('Midnight is the worst shift of the plant over the last 7 days, 5+ points below the next', async () => {
    const ranked = await oeeBy('COMPANY', 'r.shift_key', 'SHIFTS');
    expect(ranked.map((r) => r.k)).toEqual(['MIDNIGHT', 'DAY', 'AFTERNOON']);
    expect(ranked[1]!.oee - ranked[0]!.oee).toBeGreaterThanOrEqual(5);
  });

  it("the week's bad day (a plant-wide Material Shortage) is the plant's worst day, 5+ points below the rest", async () => {
    const bad = Array.from({ length: 7 }, (_, i) => addDays(LAST_DAY, -i)).filter((d) => isBadDay(d, DEFAULT_HISTORY_SEED));
    expect(bad).toEqual(['2026-11-24']);
    const ranked = await oeeBy('COMPANY', `to_char(r.shift_date, 'YYYY-MM-DD')`, 'SUMMARY');
    expect(ranked).toHaveLength(7);
    expect(ranked[0]!.k).toBe('2026-11-24');
    expect(ranked[1]!.oee - ranked[0]!.oee).toBeGreaterThanOrEqual(5);
    const { rows } = await t.db.query<{ machines: number }>(
      `SELECT count(DISTINCT machine_key)::int AS machines FROM bigbrain_inpevent
        WHERE _company_id = $1 AND shift_date = '2026-11-24' AND shift_key = 'DAY' AND reason_name = 'Material Shortage'`,
      [companyId],
    );
    expect(rows[0]!.machines).toBeGreaterThanOrEqual(20); // every machine running on that Tuesday's Day shift
  });
});
