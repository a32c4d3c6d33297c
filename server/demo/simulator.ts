import { asyncScheduler, exhaustMap, filter, from, interval, startWith, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../core/platform';
import type { ServerContext } from '../http/context';
import { catchUpProduction } from '../engine/synthetic/live-production';
import { loadPlantModel, type PlantModel } from '../engine/synthetic/plant-model';
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

/**
 * Keeps the demo plant producing while the server runs: every few seconds the current shift's
 * events up to now are appended (the same seeded story the history was generated from, so the
 * history simply continues) and their windows queued, so keep-current screens move.
 * Off with SIMULATOR=off (config.simulator false).
 */
export function startSimulator(ctx: Pick<ServerContext, 'db' | 'config' | 'log'>, opts: SimulatorOptions = {}): { stop(): Promise<void> } {
  if (!ctx.config.simulator) return { stop: async () => {} };
  const configured = 'simulatorIntervalMs' in ctx.config ? Number(ctx.config.simulatorIntervalMs) : undefined;
  const every = opts.intervalMs ?? configured ?? DEFAULT_SIMULATOR_INTERVAL_MS;
  const now = () => (opts.clock ?? { now: Date.now }).now();
  const since = now();
  let model: PlantModel | null | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const tick = async () => {
    if (model === undefined) {
      const demo = await ctx.db.query<{ id: number; seed: number | null }>(
        'SELECT c.id, s.seed FROM core_company c LEFT JOIN engine_synthetic_seed s ON s._company_id = c.id WHERE c.name = $1',
        [DEMO_PLANT_NAME],
      );
      const found = demo.rows[0];
      model = found ? await loadPlantModel(ctx.db, found.id, opts.seed ?? found.seed ?? DEFAULT_HISTORY_SEED) : null;
      if (!model) ctx.log.warn(`simulator: no company named '${DEMO_PLANT_NAME}', nothing to simulate`);
    }
    if (!model) return;
    const m = model;
    await ctx.db.transaction((tx) => catchUpProduction(tx, m, now(), since));
  };

  const sub = interval(every, opts.scheduler ?? asyncScheduler)
    .pipe(
      startWith(0),
      filter(() => !stopped),
      exhaustMap(() => {
        running = tick().catch((e: unknown) => ctx.log.error(`simulator: ${e instanceof Error ? e.message : String(e)}`));
        return from(running);
      }),
    )
    .subscribe();

  return {
    async stop() {
      stopped = true;
      sub.unsubscribe();
      await running;
    },
  };
}
