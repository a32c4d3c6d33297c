import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../..');
// tsx by path: the server may run in a build folder, where 'tsx' would not resolve (`npm start` without npm in between).
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The process's output lines so far (for a failure's message). */
  logs(): string[];
  /** Kills the process with the signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerLaunch {
  /** The working directory, where the server finds dist/ and public/ (default: the project root). */
  cwd?: string;
  /** Added to this process's environment; PUBLIC_URL defaults to the server's own address. */
  env?: Record<string, string>;
  port?: number;
  /** Output lines are appended here (a restarted server keeps one log); default a new list. */
  lines?: string[];
}

/**
 * `npm start`'s entry point (server/main.ts) as its own process on 127.0.0.1, for the browser tests'
 * servers and the tests of what survives a process (a kill, a restart, a second process); resolves
 * once /v1/health answers, and fails with the server's last output if it exits first.
 */
export async function spawnServer({ cwd = ROOT, env = {}, port, lines = [] }: ServerLaunch = {}): Promise<ServerProcess> {
  const at = port ?? (await freePort());
  const url = `http://127.0.0.1:${at}`;
  const child = spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, 'server/main.ts')], {
    cwd,
    env: { ...process.env, PUBLIC_URL: url, NODE_NO_WARNINGS: '1', ...env, PORT: String(at), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  const running = () => child.exitCode === null && child.signalCode === null;
  for (;;) {
    if (!running()) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${lines.slice(-30).join('\n')}`);
    if (await fetch(`${url}/v1/health`).then((r) => r.ok, () => false)) break;
    await sleep(200);
  }
  return {
    url,
    child,
    logs: () => [...lines],
    async kill(signal) {
      if (running()) child.kill(signal);
      await gone;
    },
  };
}

/**
 * The server as a process on a PostgreSQL database that is already migrated and has a company (so
 * it seeds nothing), with the simulator off.
 */
export function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  return spawnServer({ env: { DATABASE_URL: databaseUrl, SIMULATOR: 'off', ...env }, ...(port === undefined ? {} : { port }) });
}
