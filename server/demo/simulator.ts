import { asyncScheduler, exhaustMap, filter, from, interval, startWith, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../core/platform';
import type { ServerContext } from '../http/context';
import { startSimulatorPublisher, type SimulatorPublisher } from '../connectors/simulator-source';
import { catchUpProduction } from '../engine/synthetic/live-production';
import { loadPlantModel, type PlantModel } from '../engine/synthetic/plant-model';
import { DEMO_UMH_MAPPING, DEMO_UMH_TOPICS, UmhFeed, type FeedMessage } from '../engine/synthetic/umh-feed';
import { DEMO_PLANT_NAME } from './demo-users';
import { DEFAULT_HISTORY_SEED } from './production-history';

export const DEFAULT_SIMULATOR_INTERVAL_MS = 5_000;

export interface SimulatorOptions {
  intervalMs?: number;
  /** Default: the seed the history was generated from. */
  seed?: number;
  clock?: Clock;
  scheduler?: SchedulerLike;
}

type SimulatorContext = Pick<ServerContext, 'db' | 'config' | 'log'>;

/** One simulator's state: `tick` brings the demo plant up to the clock's now. */
export interface PlantSimulator {
  tick(): Promise<{ published: number }>;
  stop(): Promise<void>;
}

/**
 * The demo plant's live production from the clock's now on, one tick at a time: the current shift's
 * events up to now are appended (the same seeded story the history was generated from, so the
 * history simply continues) and their windows queued, so keep-current screens move.
 *
 * With SIMULATOR_MQTT_URL the plant goes through a broker instead (issue 38 point 5): from the
 * simulator's start on, its counts and state changes are published as UMH v1 messages and the demo
 * company's data source "Demo simulator (UMH)" (added on first use) stores them; what happened
 * before the start is still written directly, so neither path repeats the other.
 */
export function plantSimulator(ctx: SimulatorContext, opts: Pick<SimulatorOptions, 'seed' | 'clock'> = {}): PlantSimulator {
  const now = () => (opts.clock ?? { now: Date.now }).now();
  const since = now();
  let model: PlantModel | null | undefined;
  let feed: { umh: UmhFeed; publisher: SimulatorPublisher; unsent: FeedMessage[] } | undefined;

  const loadModel = async (): Promise<PlantModel | null> => {
    const demo = await ctx.db.query<{ id: number; seed: number | null }>(
      'SELECT c.id, s.seed FROM core_company c LEFT JOIN engine_synthetic_seed s ON s._company_id = c.id WHERE c.name = $1',
      [DEMO_PLANT_NAME],
    );
    const found = demo.rows[0];
    const loaded = found ? await loadPlantModel(ctx.db, found.id, opts.seed ?? found.seed ?? DEFAULT_HISTORY_SEED) : null;
    if (!loaded) ctx.log.warn(`simulator: no company named '${DEMO_PLANT_NAME}', nothing to simulate`);
    return loaded;
  };

  return {
    async tick() {
      if (model === undefined) model = await loadModel();
      if (!model) return { published: 0 };
      const m = model;
      const mqttUrl = ctx.config.simulatorMqttUrl;
      if (mqttUrl && !feed) {
        const publisher = await startSimulatorPublisher(ctx.db, m.companyId, mqttUrl, DEMO_UMH_TOPICS, DEMO_UMH_MAPPING);
        feed = { umh: new UmhFeed(m, since), publisher, unsent: [] };
        ctx.log.info(`simulator: publishing the demo plant to ${new URL(mqttUrl).host} (umh/v1), stored by its data source`);
      }
      const at = now();
      await ctx.db.transaction((tx) => catchUpProduction(tx, m, at, since, feed?.umh.handover));
      if (!feed) return { published: 0 };
      // Kept until the broker acknowledged them: a tick that fails sends them again (they count once).
      feed.unsent.push(...feed.umh.messagesUpTo(at));
      const published = feed.unsent.length;
      await feed.publisher.publish(feed.unsent);
      feed.unsent = [];
      return { published };
    },
    async stop() {
      await feed?.publisher.stop();
    },
  };
}

/**
 * Keeps the demo plant producing while the server runs: a tick of plantSimulator every few seconds.
 * Off with SIMULATOR=off (config.simulator false).
 */
export function startSimulator(ctx: SimulatorContext, opts: SimulatorOptions = {}): { stop(): Promise<void> } {
  if (!ctx.config.simulator) return { stop: async () => {} };
  const configured = 'simulatorIntervalMs' in ctx.config ? Number(ctx.config.simulatorIntervalMs) : undefined;
  const every = opts.intervalMs ?? configured ?? DEFAULT_SIMULATOR_INTERVAL_MS;
  const simulator = plantSimulator(ctx, opts);
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const sub = interval(every, opts.scheduler ?? asyncScheduler)
    .pipe(
      startWith(0),
      filter(() => !stopped),
      exhaustMap(() => {
        running = simulator.tick().catch((e: unknown) => ctx.log.error(`simulator: ${e instanceof Error ? e.message : String(e)}`));
        return from(running);
      }),
    )
    .subscribe();

  return {
    async stop() {
      stopped = true;
      sub.unsubscribe();
      await running;
      await simulator.stop();
    },
  };
}
