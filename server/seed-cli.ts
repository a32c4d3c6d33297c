import { customerNames } from './kit/customers';
import { serverFeatures } from './features';
import { parseArgs } from 'node:util';
import { consoleLogger } from './boot';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { needsDemoSeed, parseSeedArgs, prehashDemoPasswords, seedDemoPlant } from './demo';
import { describePhase, phaseClock } from './demo/phase-clock';

/**
 * npm run seed -- --machines N --days D [--seed S] [--data-dir DIR] [--database-url URL] [--inputs-only]
 * Builds a demo plant of any size into an empty database (benchmarks). --inputs-only leaves the
 * results uncomputed, for timing a full regeneration separately.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      machines: { type: 'string' }, days: { type: 'string' }, seed: { type: 'string' },
      'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, 'inputs-only': { type: 'boolean' },
    },
    strict: true,
  });
  const config = loadConfig();
  const args = parseSeedArgs(values, { machines: config.demo?.machines ?? 24, days: config.demo?.days ?? 90 });
  const log = consoleLogger();
  const target = args.databaseUrl ? { databaseUrl: args.databaseUrl } : { dataDir: args.dataDir ?? config.dataDir };
  log.info(target.databaseUrl ? 'database: PostgreSQL server' : `database: embedded PostgreSQL (PGlite) in ${target.dataDir}`);
  prehashDemoPasswords(customerNames(serverFeatures, config.customerCompanies)); // scrypt is slow by design: hash while the database opens
  const db = await openDatabase(target);
  try {
    await migrate(db, (line) => log.info(line));
    if (!(await needsDemoSeed(db, { computeResults: !args.inputsOnly }))) {
      throw new Error('the database already holds companies: seed into an empty database (a new --data-dir, or a fresh PostgreSQL database)');
    }
    const clock = phaseClock();
    await seedDemoPlant(db, { machines: args.machines, days: args.days, seed: args.seed, customerNames: config.customerCompanies, computeResults: !args.inputsOnly }, log);
    log.info(`seeded in ${describePhase(clock.lap())} (this process, the database's thread included; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB)`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(`seed failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
