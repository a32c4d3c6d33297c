import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { drainUntilEmpty } from './drain';

/**
 * npm run drain: works the regeneration queues until nothing is left, then exits. Several may run
 * at once against one PostgreSQL server (DATABASE_URL): FOR UPDATE SKIP LOCKED shares the rows out,
 * and a process killed mid-batch loses nothing (its transaction rolls back, its rows are worked by
 * the others). The schema must exist: the server (or `npm run regen`) migrates it.
 */
async function main(): Promise<void> {
  const batch = batchArgument(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    const done = await drainUntilEmpty(db, { batch });
    console.log(`drain: ${done} queue rows in ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${process.pid})`);
  } finally {
    await db.close();
  }
}

/** `--batch N`: queue rows per transaction (default 500, a regeneration's size). */
function batchArgument(argv: readonly string[]): number {
  if (argv.length === 0) return 500;
  const n = Number(argv[1]);
  if (argv.length !== 2 || argv[0] !== '--batch' || !Number.isInteger(n) || n < 1 || n > 10_000) throw new Error('usage: npm run drain -- [--batch 1..10000]');
  return n;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
