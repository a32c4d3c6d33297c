import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the demo seed reads (server/config.ts: the plant's size and the customer companies). Servers
 * whose environments agree on these start from the same seeded data folder.
 */
function seedSettings(env: NodeJS.ProcessEnv): Array<[string, string]> {
  return Object.entries(env)
    .filter((e): e is [string, string] => e[1] !== undefined && (e[0] === 'DEMO_MACHINES' || e[0] === 'DEMO_DAYS' || /^COMPANY_[A-Z0-9]+$/.test(e[0])))
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The data folder of a demo plant seeded once per test run (the build folder `root`) and seed
 * settings, made by `seed` (a server started on the folder and stopped cleanly) the first time it
 * is asked for. Servers start on copies of it: seeding costs about 27 s of CPU, opening a copy 9 s.
 *
 * The seed writes history up to the moment it runs, so the key holds the hour: a copy is never more
 * than an hour older than a fresh seed, as a worker's shared server started at the run's beginning.
 * Two workers asking at once both seed; the first rename wins, the other's folder is dropped.
 */
export async function seededDataDir(root: string, env: NodeJS.ProcessEnv, seed: (dataDir: string) => Promise<void>): Promise<string> {
  const hour = new Date().toISOString().slice(0, 13);
  const key = createHash('sha256').update(JSON.stringify([seedSettings(env), hour])).digest('hex').slice(0, 16);
  const template = join(root, 'seeded', key);
  if (existsSync(template)) return template;
  const making = `${template}.${process.pid}`;
  await seed(making);
  try {
    await rename(making, template);
  } catch (e) {
    if (!existsSync(template)) throw e;
    await rm(making, { recursive: true, force: true });
  }
  return template;
}
