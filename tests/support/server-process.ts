import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../..');
// tsx by path, as the e2e server is started: `npm start` without npm in between.
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The process's output lines so far (for a failure's message). */
  logs(): string[];
  /** Kills the process with the signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `npm start`'s entry point (server/main.ts) as its own process on a PostgreSQL database that is
 * already migrated and has a company (so it seeds nothing), on 127.0.0.1 with the simulator off;
 * resolves once /v1/health answers. For tests of what survives a process: a kill, a restart.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  const at = port ?? (await freePort());
  const url = `http://127.0.0.1:${at}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(at), HOST: '127.0.0.1', PUBLIC_URL: url, SIMULATOR: 'off', NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  const exited = gone.then(() => Promise.reject(new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${lines.slice(-30).join('\n')}`)));
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`${url}/v1/health`).then((r) => r.ok, () => false);
      if (ok || child.exitCode !== null) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await Promise.race([healthy, exited]);
  return {
    url,
    child,
    logs: () => [...lines],
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await gone;
    },
  };
}
