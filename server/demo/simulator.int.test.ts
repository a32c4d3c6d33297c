import { beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase } from '../../tests/support/databases';
import { engineResults } from '../../tests/support/engine-results';
import { loadConfig } from '../config';
import { drainQueues } from '../engine/drain';
import { regenerate } from '../engine/regenerate';
import { catchUpProduction } from '../engine/synthetic/live-production';
import { loadPlantModel } from '../engine/synthetic/plant-model';
import { seedDemoStructure } from './plant-structure';
import { generateProductionHistory } from './production-history';
import { startSimulator } from './simulator';

// 11:00 in New York: the Day shift of 2026-03-10 is running.
const START = Date.parse('2026-03-10T15:00:00Z');
const MIN = 60_000;
const SEED = 77;
const log = { info() {}, warn() {}, error() {} };

forEachDatabase('live simulator', (t) => {
  let companyId: number;
  const count = async (where = 'true') => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM bigbrain_inpevent WHERE ${where}`)).rows[0].n);
  const producedToday = async () =>
    Number((await t.db.query<{ p: string | null }>(
      `SELECT sum(r.units_produced)::text AS p FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
        WHERE e.depth = 0 AND r.shift_date = '2026-03-10' AND r.shift_key = 'SUMMARY'`,
    )).rows[0].p ?? 0);

  beforeAll(async () => {
    ({ companyId } = await seedDemoStructure(t.db, { machines: 5, seed: 5, now: START, timezone: 'US/Eastern' }));
    await generateProductionHistory(t.db, companyId, { days: 2, today: '2026-03-10', now: START, seed: SEED });
    await regenerate(t.db, { companyId, now: () => START });
  });

  it('continues the generated history without repeating any of it', async () => {
    const model = await loadPlantModel(t.db, companyId, SEED);
    const before = await count();
    expect(await t.db.transaction((tx) => catchUpProduction(tx, model, START, START))).toMatchObject({ inserted: 0 });
    const later = START + 45 * MIN;
    const added = await t.db.transaction((tx) => catchUpProduction(tx, model, later, START));
    expect(added.inserted).toBeGreaterThan(0);
    expect(await count()).toBe(before + added.inserted);
    expect(await count(`"timestamp" >= '${new Date(START).toISOString()}'`)).toBe(added.inserted);
    expect(await count(`"timestamp" >= '${new Date(later).toISOString()}'`)).toBe(0);
    // Again at the same instant: nothing new.
    expect(await t.db.transaction((tx) => catchUpProduction(tx, model, later, START))).toEqual({ inserted: 0, closed: 0 });
  });

  it("continues from the history's own seed and queues the running shift, so today's numbers move", async () => {
    const before = await producedToday();
    const beforeStart = await count(`"timestamp" < '${new Date(START).toISOString()}'`);
    const clock = new FixedClock(START + 90 * MIN);
    const sim = startSimulator({ db: t.db, config: loadConfig({}), log }, { clock, intervalMs: 3_600_000 });
    await sim.stop();
    await drainQueues(t.db, { now: () => clock.now() });
    expect(await producedToday()).toBeGreaterThan(before);
    expect(await count(`"timestamp" < '${new Date(START).toISOString()}'`)).toBe(beforeStart);
  });

  it('the running shift takes its new counts as deltas, with the results of computing every window from all of its events', async () => {
    const model = await loadPlantModel(t.db, companyId, SEED);
    const queuedAsDeltas: number[] = [];
    for (const minutes of [100, 105, 125]) {
      const at = START + minutes * MIN;
      await t.db.transaction((tx) => catchUpProduction(tx, model, at, START));
      queuedAsDeltas.push(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sch_queue WHERE counts_only')).rows[0]!.n));
      await drainQueues(t.db, { now: () => at });
    }
    expect(queuedAsDeltas.every((n) => n > 0)).toBe(true);
    const live = await engineResults(t.db);
    await regenerate(t.db, { companyId, now: () => START + 125 * MIN });
    expect(live).toEqual(await engineResults(t.db));
  });

  it('SIMULATOR=off: nothing is appended', async () => {
    const before = await count();
    const sim = startSimulator({ db: t.db, config: loadConfig({ SIMULATOR: 'off' }), log }, { clock: new FixedClock(START + 300 * MIN) });
    await sim.stop();
    expect(await count()).toBe(before);
  });
});
