import { customerNames } from './kit/customers';
import { serverFeatures } from './features';
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { consoleLogger, timedStep } from './boot';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { demoCredentials, needsDemoSeed, prehashDemoPasswords, seedDemoPlant } from './demo';
import { buildApp } from './http/app';
import type { ServerContext } from './http/context';
import { createAuthenticator, servedOrigins } from './identity';
import { routeModules } from './route-modules';
import { startEngineWorkers } from './engine/workers';
import { startSimulator } from './demo/simulator';
import { startEmbeddedBroker } from './connectors/embedded-broker';
import { rebuildDeferredIndexes } from './engine/synthetic/deferred-indexes';

/** Hides the password of a connection string before it is printed. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const log = consoleLogger();
  log.info(config.databaseUrl
    ? `database: PostgreSQL server at ${redact(config.databaseUrl)}`
    : `database: embedded PostgreSQL (PGlite) in ${config.dataDir}`);
  // A fresh machine will seed: hash the demo passwords (slow by design) while the database opens.
  if (!config.databaseUrl && !existsSync(config.dataDir)) prehashDemoPasswords(customerNames(serverFeatures, config.customerCompanies));
  const db = await timedStep(log, 'opening the database', () => openDatabase(config));
  const applied = await timedStep(log, 'applying migrations', () => migrate(db, (line) => log.info(line)));
  log.info(applied.length ? `${applied.length} migration(s) applied` : 'schema is up to date');
  // A bulk load killed midway (a stop during the first seeding) left keys and indexes to put back.
  await rebuildDeferredIndexes(db);

  const demo = config.demo ?? { machines: 24, days: 90 };
  if (await needsDemoSeed(db)) {
    log.info('empty database: generating the demo plant');
    await seedDemoPlant(db, { machines: demo.machines, days: demo.days, customerNames: config.customerCompanies }, log);
  }

  // Before the app is ready: its data sources may connect to this broker at boot.
  const broker = config.mqttBroker ? await startEmbeddedBroker(config.mqttBroker, log) : undefined;
  const authenticate = await createAuthenticator({ db, config });
  const ctx: ServerContext = { db, config, log, authenticate };
  const app = await buildApp(ctx, routeModules, undefined, { canonicalHost: servedOrigins(config) });
  const host = config.host ?? '0.0.0.0';
  await app.listen({ port: config.port, host });
  log.info(`listening on port ${config.port} (${host === '0.0.0.0' ? 'all interfaces' : host})`);

  const stoppables: Array<{ name: string; stop(): Promise<void> }> = [];
  if (broker) stoppables.push({ name: 'MQTT broker', stop: () => broker.stop() });
  const workers = startEngineWorkers(ctx);
  stoppables.push({ name: 'engine workers', stop: () => workers.stop() });
  if (config.simulator) {
    const simulator = startSimulator(ctx);
    stoppables.push({ name: 'simulator', stop: () => simulator.stop() });
    log.info('simulator: the demo plant keeps producing (SIMULATOR=off stops it)');
  } else {
    log.info('simulator: off (SIMULATOR=off)');
  }

  log.info(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s: open ${config.publicUrl}`);
  const others = servedOrigins(config).filter((o) => o !== new URL(config.publicUrl).origin);
  if (others.length) log.info(`sign-in also works at ${others.join(', ')}`);
  log.info('demo sign-ins (email / password):');
  for (const { company, user } of demoCredentials(customerNames(serverFeatures, config.customerCompanies))) {
    const tags = [user.role, user.isSuper ? 'super user' : '', user.isDemo ? 'demo account, saving disabled' : ''].filter(Boolean).join(', ');
    log.info(`  ${company.padEnd(20)} ${user.email.padEnd(32)} ${user.password.padEnd(18)} ${tags}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    try {
      await app.close();
      for (const s of stoppables.reverse()) await s.stop();
      // Writes everything to the data folder so the next start does not replay the log.
      if (db.kind === 'embedded') await db.exec('CHECKPOINT');
      await db.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (e) {
      log.error(`shutdown failed: ${(e as Error).stack ?? e}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(`the server could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
