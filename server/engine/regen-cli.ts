import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { parseRegenArgs } from './regen-args';
import { regenerate } from './regenerate';

/** npm run regen -- [--company EUID] [--from D] [--to D]: recomputes every result in range. */
async function main(): Promise<void> {
  const args = parseRegenArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    let companyId: number | undefined;
    if (args.company) {
      const r = await db.query<{ id: number }>('SELECT id FROM core_company WHERE euid = $1', [args.company]);
      if (!r.rows[0]) throw new Error(`No company with euid '${args.company}'`);
      companyId = r.rows[0].id;
    }
    const started = performance.now();
    let shown = 0;
    console.log(`regenerating ${args.company ?? 'every company'} from ${args.from ?? 'the first input'} to ${args.to ?? 'the last input'}`);
    await regenerate(db, {
      companyId,
      from: args.from,
      to: args.to,
      onProgress: (done, total) => {
        if (done - shown >= 1000 || done === total) {
          shown = done;
          console.log(`  ${done} / ~${total} jobs`);
        }
      },
    });
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
