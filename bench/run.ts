import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../tests/support/postgres';
import { parseBenchArgs } from './bench-args';

/**
 * `npm run bench`: runs every bench/*.bench.ts in turn. A bench file exports one or more
 * `run...Bench(options)` functions taking { machines?, days?, databaseUrl? } and returning a report;
 * each prints its own lines, and the report is printed here as JSON as well.
 */
async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const { only, startPostgres: ownServer, ...options } = args;
  const postgres = ownServer ? await startPostgres() : undefined;
  if (postgres) options.databaseUrl = postgres.url;
  try {
    await runBenches(only, options);
  } finally {
    await postgres?.stop();
  }
}

async function runBenches(only: string | undefined, options: { machines?: number; days?: number; seconds?: number; databaseUrl?: string }): Promise<void> {
  const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort();
  console.log(`bench: ${files.length} file(s) on ${options.databaseUrl ? `PostgreSQL at ${new URL(options.databaseUrl).host}` : 'the embedded database'}`);
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as Record<string, unknown>;
    const runners = Object.entries(mod).filter(([name, fn]) => /^run\w*Bench$/.test(name) && typeof fn === 'function');
    for (const [name, fn] of runners) {
      console.log(`\n== ${file}: ${name}`);
      const started = performance.now();
      const report = await (fn as (o: typeof options) => Promise<unknown>)(options);
      console.log(JSON.stringify(report));
      console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
