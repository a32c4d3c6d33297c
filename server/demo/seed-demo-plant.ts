import { DateTime } from 'luxon';
import type { Database } from '../db/database';
import { regenerate } from '../engine/regenerate';
import type { Logger } from '../http/context';
import { timedStep } from '../boot/console-logger';
import { customerNames } from '../kit/customers';
import { serverFeatures } from '../features';
import { seedCustomerCompanies } from './customer-companies';
import { seedDemoPresets } from './demo-presets';
import { DEMO_PLANT_NAME } from './demo-users';
import { seedDemoStructure } from './plant-structure';
import { describePhase, phaseClock } from './phase-clock';
import { generateProductionHistory } from './production-history';

export interface DemoPlantSeedOptions {
  machines: number;
  days: number;
  /** Configured customer company names by customer key (config.customerCompanies). */
  customerNames: Readonly<Record<string, string>>;
  seed?: number;
  /** Epoch ms standing for "now" (default: the current time); today is derived in the company's zone. */
  now?: number;
  /** false: load the inputs only and leave the results to a later regeneration (benchmarks). */
  computeResults?: boolean;
}

export const SEED_STEPS = ['structure', 'customers', 'history', 'results', 'presets'] as const;
export type SeedStep = (typeof SEED_STEPS)[number];

/** Steps already finished; empty on a fresh database. */
export async function finishedSeedSteps(db: Database): Promise<Set<SeedStep>> {
  const { rows } = await db.query<{ step: SeedStep }>('SELECT step FROM core_demoseed');
  return new Set(rows.map((r) => r.step));
}

/**
 * Whether the demo plant should be (further) seeded: on a database without companies, or when an
 * earlier seeding stopped halfway. A database with other companies and no seeding record is left alone.
 */
export async function needsDemoSeed(db: Database, opts: { computeResults?: boolean } = {}): Promise<boolean> {
  const done = await finishedSeedSteps(db);
  const wanted = SEED_STEPS.filter((s) => s !== 'results' || opts.computeResults !== false);
  if (done.has('structure')) return wanted.some((s) => !done.has(s));
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM core_company) AS any');
  return !rows[0]!.any;
}

/**
 * Builds the demo plant step by step, saying in the console what it does and how long each step
 * took: structure, customer companies, production history (E2's generator), then the results
 * (E2's regenerate). Each finished step is recorded, so a restart resumes where it stopped.
 */
export async function seedDemoPlant(db: Database, opts: DemoPlantSeedOptions, log: Logger): Promise<{ companyId: number }> {
  const done = await finishedSeedSteps(db);
  const mark = (step: SeedStep) => db.query('INSERT INTO core_demoseed (step) VALUES ($1) ON CONFLICT (step) DO NOTHING', [step]);
  const now = opts.now ?? Date.now();
  if (!done.has('structure')) {
    await timedStep(log, `demo plant: structure (${opts.machines} machines, sites, areas, shifts, parts, reasons, users)`, () =>
      seedDemoStructure(db, { machines: opts.machines, seed: opts.seed, now }));
    await mark('structure');
  }
  const company = await db.query<{ id: number; timezone: string }>('SELECT id, timezone FROM core_company WHERE name = $1', [DEMO_PLANT_NAME]);
  if (!company.rows[0]) throw new Error(`the demo seeding record says the structure exists, but there is no company named '${DEMO_PLANT_NAME}'`);
  const { id: companyId, timezone } = company.rows[0];
  const today = DateTime.fromMillis(now, { zone: timezone }).toISODate()!;

  if (!done.has('customers')) {
    await timedStep(log, `customer companies: ${Object.values(customerNames(serverFeatures, opts.customerNames)).join(', ')} (${opts.days} days of data sets)`, () =>
      seedCustomerCompanies(db, { days: opts.days, today, names: opts.customerNames, seed: opts.seed, now }));
    await mark('customers');
  }
  if (!done.has('history')) {
    // A history step cut short leaves some inputs behind; start it again from nothing.
    await db.query('DELETE FROM bigbrain_inpevent WHERE _company_id = $1', [companyId]);
    await db.query('DELETE FROM bigbrain_inpschedule WHERE _company_id = $1', [companyId]);
    const made = await timedStep(log, `production history: ${opts.days} days up to ${today}`, () =>
      generateProductionHistory(db, companyId, { days: opts.days, today, seed: opts.seed, now }));
    const { generateAndCopy, indexes, checkpoint } = made.phases;
    log.info(
      `production history: ${made.events} events, ${made.schedules} schedules; generated and copied ${describePhase(generateAndCopy)}, ` +
        `keys and indexes built and analyzed ${describePhase(indexes)}, checkpoint ${describePhase(checkpoint)}`,
    );
    await mark('history');
  }
  if (opts.computeResults !== false && !done.has('results')) {
    const clock = phaseClock();
    let lastReport = 0;
    await timedStep(log, 'metrics: computing results from the production history', () =>
      regenerate(db, {
        companyId,
        onProgress: (finished, total) => {
          const t = performance.now();
          if (t - lastReport < 5000 && finished < total) return;
          lastReport = t;
          log.info(`metrics: ${finished} of ${total} jobs`);
        },
      }));
    log.info(`metrics: computed in ${describePhase(clock.lap())}`);
    await mark('results');
  }
  if (!done.has('presets')) {
    // A database seeded before the demo had presets gets them on its next start too.
    await timedStep(log, 'demo presets: Efficiency (the public default), a site\'s quality by shift, downtime this week', () =>
      db.transaction((tx) => seedDemoPresets(tx, companyId, timezone, now)));
    await mark('presets');
  }
  if (db.kind === 'embedded') {
    const clock = phaseClock();
    await db.exec('CHECKPOINT');
    log.info(`checkpoint: ${describePhase(clock.lap())}`);
  }
  return { companyId };
}
