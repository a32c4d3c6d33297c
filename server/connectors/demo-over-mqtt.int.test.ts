import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase, openTestDatabase } from '../../tests/support/databases';
import { engineResults } from '../../tests/support/engine-results';
import { startMosquitto, type RunningMosquitto } from '../../tests/support/mosquitto';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { seedDemoStructure } from '../demo/plant-structure';
import { generateProductionHistory } from '../demo/production-history';
import { plantSimulator } from '../demo/simulator';
import { drainQueues } from '../engine/drain';
import { regenerate } from '../engine/regenerate';
import { catchUpProduction } from '../engine/synthetic/live-production';
import { loadPlantModel } from '../engine/synthetic/plant-model';
import { DEFAULT_INGEST_WINDOW } from '../ingest/date-window';
import { ConnectorManager } from './manager';
import { startMqttConnector } from './mqtt-connector';
import { SIMULATOR_SOURCE_NAME } from './simulator-source';
import { companySources } from './source-store';

// 11:00 in New York: the Day shift of 2026-03-10 is running; the stretch runs into the next shift.
const START = Date.parse('2026-03-10T15:00:00Z');
const MIN = 60_000;
const TICKS = Array.from({ length: 36 }, (_, i) => START + (i + 1) * 10 * MIN);
const END = TICKS[TICKS.length - 1]!;
const SEED = 77;
const BROKER_USER = { username: 'sim', password: 'Sim-broker-pw' };
const log = { info() {}, warn() {}, error() {} };

/** The demo plant with two days of history up to START, its results computed. */
async function demoPlant(db: Database): Promise<number> {
  const { companyId } = await seedDemoStructure(db, { machines: 5, seed: 5, now: START, timezone: 'US/Eastern' });
  await generateProductionHistory(db, companyId, { days: 2, today: '2026-03-10', now: START, seed: SEED });
  await regenerate(db, { companyId, now: () => START });
  return companyId;
}

/** Units since START by event type, and how many counted events carry them. */
async function countedSinceStart(db: Database): Promise<unknown> {
  const r = await db.query(
    `SELECT type, count(*)::int AS events, sum(quantity)::text AS units FROM bigbrain_inpevent WHERE "timestamp" >= $1 AND type <> 'DOWN' GROUP BY type ORDER BY type`,
    [new Date(START)],
  );
  return r.rows;
}

/** The engine's result rows without the ids of the events they last counted (each path numbers its own events). */
async function results(db: Database): Promise<unknown> {
  const r = (await engineResults(db)) as { schedules: Array<Record<string, unknown>> };
  return { ...r, schedules: r.schedules.map(({ max_event_pk: _id, ...row }) => row) };
}

/** The same stretch through the direct path: a simulator tick at each instant, then the queues drained. */
async function directStretch(db: Database, companyId: number, ticks: readonly number[]): Promise<void> {
  const model = await loadPlantModel(db, companyId, SEED);
  for (const at of ticks) await db.transaction((tx) => catchUpProduction(tx, model, at, START));
  await drainQueues(db, { now: () => END });
}

/** MQTT DOWN events since START by planned, as the data source stored them. */
async function stopsOverMqtt(db: Database): Promise<unknown> {
  const r = await db.query(`SELECT planned, count(*)::int > 0 AS some FROM bigbrain_inpevent WHERE type = 'DOWN' AND erp_trans LIKE 'mqtt:%' GROUP BY planned ORDER BY planned`);
  return r.rows;
}

forEachDatabase('the demo plant over MQTT (SIMULATOR_MQTT_URL)', (t) => {
  let broker: RunningMosquitto;
  const opened: Array<{ dispose(): Promise<void> }> = [];

  beforeAll(async () => {
    broker = await startMosquitto(BROKER_USER);
  }, 60_000);
  afterAll(async () => {
    for (const d of opened) await d.dispose();
    await broker?.stop();
  });

  const freshPlant = async () => {
    const d = await openTestDatabase(t.kind);
    opened.push(d);
    return { db: d.db, companyId: await demoPlant(d.db) };
  };

  /**
   * Server runs with SIMULATOR_MQTT_URL from each run's first instant through its ticks, its data
   * source's connector storing what the simulator publishes; until the broker has handed every
   * message over, then the queues drained. `connectAfter`: the first run's connector starts after
   * that many ticks (the first adds the source; the session the simulator opened keeps the messages meanwhile).
   */
  async function overMqtt(db: Database, companyId: number, runs: ReadonlyArray<readonly number[]>, connectAfter = 1): Promise<number> {
    const clock = new FixedClock(runs[0]![0]!);
    const config = loadConfig({ SIMULATOR_MQTT_URL: `mqtt://${BROKER_USER.username}:${BROKER_USER.password}@127.0.0.1:${broker.port}` });
    const pkiDir = mkdtempSync(join(tmpdir(), 'oee-pki-'));
    let published = 0;
    for (const [run, ticks] of runs.entries()) {
      clock.set(ticks[0]!);
      const manager = new ConnectorManager({ db, log, window: DEFAULT_INGEST_WINDOW, pkiDir, factories: { mqtt: startMqttConnector }, now: () => clock.now(), resyncMs: 3_600_000 });
      const simulator = plantSimulator({ db, config, log }, { clock });
      let before = 0;
      for (const [i, at] of ticks.entries()) {
        if (i === (run === 0 ? connectAfter : 0)) await manager.start();
        clock.set(at);
        before += (await simulator.tick()).published;
      }
      await simulator.stop();
      const [source] = await companySources(db, companyId);
      expect(source).toMatchObject({ name: SIMULATOR_SOURCE_NAME, kind: 'mqtt', url: `mqtt://127.0.0.1:${broker.port}`, username: BROKER_USER.username, settings: { format: 'umh' } });
      const handled = () => ({ messages: manager.figuresOf(source!).messages, rejected: manager.figuresOf(source!).rejected });
      await expect.poll(handled, { timeout: 60_000, interval: 200 }).toEqual({ messages: before, rejected: 0 });
      await manager.stop();
      published += before;
    }
    await drainQueues(db, { now: () => END });
    return published;
  }

  it('publishes counts and states as umh/v1 messages that its data source stores: the results equal the direct path for the same stretch, nothing counted twice', async () => {
    const mqttPlant = await freshPlant();
    const direct = await freshPlant();
    const published = await overMqtt(mqttPlant.db, mqttPlant.companyId, [[START, ...TICKS]], 18);
    expect(published).toBeGreaterThan(100);
    expect(await stopsOverMqtt(mqttPlant.db)).toEqual([{ planned: false, some: true }, { planned: true, some: true }]);
    await directStretch(direct.db, direct.companyId, [START, ...TICKS]);
    expect(await countedSinceStart(mqttPlant.db)).toEqual(await countedSinceStart(direct.db));
    expect(await results(mqttPlant.db)).toEqual(await results(direct.db));
  }, 240_000);

  it('a server restarted with the setting on counts what the direct path wrote before and MQTT after its start once', async () => {
    const mqttPlant = await freshPlant();
    const direct = await freshPlant();
    // Off from 12:20 to 13:20: the second run writes that hour directly and publishes from 13:20 on.
    await overMqtt(mqttPlant.db, mqttPlant.companyId, [[START, ...TICKS.slice(0, 8)], TICKS.slice(13)]);
    await directStretch(direct.db, direct.companyId, [START, ...TICKS.slice(0, 8), ...TICKS.slice(13)]);
    expect(await countedSinceStart(mqttPlant.db)).toEqual(await countedSinceStart(direct.db));
  }, 240_000);
});
