import { existsSync } from 'node:fs';
import { consoleLogger } from './boot';
import { loadConfig } from './config';
import { moveToPostgres } from './db/move-to-postgres';
import { PgliteDatabase } from './db/pglite-database';

/**
 * npm run move-to -- postgres://user:pass@host/db
 * Copies the embedded installation in DATA_DIR (data/pglite by default) into an empty PostgreSQL database;
 * then start the server with DATABASE_URL set to the same address. Stop the server first.
 */
async function main(): Promise<void> {
  const targetUrl = process.argv[2];
  if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new Error('usage: npm run move-to -- postgres://user:password@host:5432/database');
  }
  const config = loadConfig();
  if (!existsSync(config.dataDir)) throw new Error(`no embedded installation in ${config.dataDir} (set DATA_DIR to its folder)`);
  const log = consoleLogger();
  log.info(`moving the embedded installation in ${config.dataDir} to ${new URL(targetUrl).host}${new URL(targetUrl).pathname}`);
  const source = await PgliteDatabase.open(config.dataDir);
  try {
    const report = await moveToPostgres(source, targetUrl, (line) => log.info(line));
    for (const t of report.tables) log.info(`${t.table.padEnd(32)} ${String(t.source).padStart(10)} rows = ${t.target}`);
    log.info(`moved ${report.rows} rows in ${(report.ms / 1000).toFixed(1)} s; every count verified. Start the server with DATABASE_URL=${targetUrl.replace(/\/\/[^@]*@/, '//***@')}`);
  } finally {
    await source.close();
  }
}

main().catch((e: unknown) => {
  console.error(`move-to failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
