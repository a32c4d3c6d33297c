import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');
// tsx by path, as the e2e server is started: `npm run drain` without npm in between.
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** Starts `npm run drain -- ...args` against the PostgreSQL database at `url` (its output is dropped, errors are shown). */
export function startDrainProcess(url: string, args: readonly string[] = []): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, 'server/engine/drain-cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, exited: new Promise((done) => child.once('exit', (code) => done(code))) };
}
