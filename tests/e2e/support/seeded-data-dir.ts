import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the demo seed reads (server/config.ts: the plant's size and the customer companies). Servers
 * whose environments agree on these can start from the same seeded data folder.
 */
function seedSettings(env: NodeJS.ProcessEnv): Array<[string, string]> {
  return Object.entries(env)
    .filter((e): e is [string, string] => e[1] !== undefined && (e[0] === 'DEMO_MACHINES' || e[0] === 'DEMO_DAYS' || /^COMPANY_[A-Z0-9]+$/.test(e[0])))
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Where the run (its build folder `root`) keeps the demo plant seeded with `env`'s seed settings.
 * The seed writes history up to the moment it runs, so the key holds the hour: a copy is never more
 * than an hour older than a fresh seed, as a worker's shared server started at the run's beginning.
 * A server started in a new hour seeds in place.
 */
export function seedTemplateDir(root: string, env: NodeJS.ProcessEnv): string {
  const hour = new Date().toISOString().slice(0, 13);
  const key = createHash('sha256').update(JSON.stringify([seedSettings(env), hour])).digest('hex').slice(0, 16);
  return join(root, 'seeded', key);
}

/**
 * Makes `template` with `seed` (a server started on the folder and stopped cleanly) unless it is
 * there. Seeding costs about 27 s of CPU, opening a copy 9 s (this machine, load 4). Two makers at
 * once both seed; the first rename wins, the other's folder is dropped.
 */
export async function seedTemplate(template: string, seed: (dataDir: string) => Promise<void>): Promise<void> {
  if (existsSync(template)) return;
  const making = `${template}.${process.pid}`;
  await seed(making);
  try {
    await rename(making, template);
  } catch (e) {
    if (!existsSync(template)) throw e;
    await rm(making, { recursive: true, force: true });
  }
}
