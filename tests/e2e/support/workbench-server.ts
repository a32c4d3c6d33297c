import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { procCpuSeconds } from '../../../server/kit/proc-cpu';
import { spawnServer, type ServerProcess } from '../../support/server-process';
import { seedTemplate, seedTemplateDir } from './seeded-data-dir';

export interface WorkbenchServer {
  url: string;
  /** The folder the server runs in: the build it serves is in its dist/. */
  root: string;
  /** The server's data folder (its embedded database). */
  dataDir: string;
  logs(): string[];
  /**
   * Stops the server, runs `between` on its data folder (a test reads the database the server
   * wrote), and starts it again on the same folder and port, so its URL and sessions stay good.
   */
  restart(between?: (dataDir: string) => Promise<void>, env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Builds the workbench once per test run, as `npm start` does, but into a private folder: other
 * builds of the shared dist/ must not swap the files under a running test. The server then runs
 * with that folder as its working directory, where it finds dist/ and public/ (server/http/app.ts).
 */
export function buildWorkbenchOnce(): string {
  const existing = process.env['WORKBENCH_E2E_ROOT'];
  if (existing) return existing;
  const root = join(tmpdir(), `oee-workbench-build-${process.pid}-${Date.now()}`);
  mkdirSync(root, { recursive: true });
  symlinkSync(join(ROOT, 'public'), join(root, 'public'));
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', join(root, 'dist'), '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  process.env['WORKBENCH_E2E_ROOT'] = root;
  return root;
}

/**
 * Starts the real server the way `npm start` does (server/main.ts serving dist/) on a free
 * 127.0.0.1 port, with the simulator off and a small demo plant, and waits for /v1/health. Its
 * embedded database is a fresh temp folder, holding a copy of the run's seeded demo plant when the
 * seed settings are the default ones (seeded-data-dir.ts): a copy starts in a third of the CPU time.
 */
export async function startWorkbenchServer(env: Record<string, string> = {}, keptDataDir?: string): Promise<WorkbenchServer> {
  const root = buildWorkbenchOnce();
  // A caller that passes its own data folder keeps it (to read the database after a stop, or restart
  // on it) and gets no copy: its server makes the folder and seeds it, as a first start does.
  const dataDir = keptDataDir ?? (await freshDataDir(root, env));
  const lines: string[] = [];
  // SIGTERM: the server checkpoints its embedded database and exits (server/main.ts).
  let server = await launch(root, dataDir, env, lines);
  const { url } = server;
  const port = Number(new URL(url).port);
  return {
    url,
    root,
    dataDir,
    logs: () => [...lines],
    restart: async (between, changedEnv = env) => {
      await server.kill('SIGTERM');
      await between?.(dataDir);
      server = await launch(root, dataDir, changedEnv, lines, port);
    },
    stop: async () => {
      await server.kill('SIGTERM');
      if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds the default demo plant once per run (global setup), before the workers' first servers would
 * each seed it at once (seeded-data-dir.ts).
 */
export async function seedDefaultPlant(): Promise<void> {
  const root = buildWorkbenchOnce();
  await seedTemplate(seedTemplateDir(root, serverEnvironment({})), async (templateDir) => {
    await (await launch(root, templateDir, {}, [])).kill('SIGTERM');
  });
}

/**
 * A fresh data folder: a copy of the run's seeded plant when one has the server's seed settings,
 * else empty (the server seeds it). Other seed settings are each one file's (DEMO_DAYS=40): seeding
 * a template for them, then starting a copy, would cost more than seeding in place.
 */
async function freshDataDir(root: string, env: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oee-workbench-e2e-'));
  const template = seedTemplateDir(root, serverEnvironment(env));
  if (existsSync(template)) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/** The environment a test server runs with besides its port, URL and data folder. */
function serverEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...serverSettings(env) };
}

/** What a test server's settings add to the environment: no simulator, a small demo plant, the test's own. */
function serverSettings(env: Record<string, string>): Record<string, string> {
  return {
    SIMULATOR: 'off',
    DEMO_MACHINES: process.env['DEMO_MACHINES'] ?? '6',
    DEMO_DAYS: process.env['DEMO_DAYS'] ?? '14',
    ...env,
  };
}

/** The servers this process runs now, for the CPU a test costs them. */
const running = new Set<ServerProcess>();

/** The CPU seconds the servers this worker runs now have used so far (Linux; 0 elsewhere). */
export function runningServersCpu(): number {
  return [...running].reduce((sum, s) => sum + (s.child.pid === undefined ? 0 : (procCpuSeconds(s.child.pid) ?? 0)), 0);
}

/** server/main.ts in the build folder on the data folder (a free port unless given), once /v1/health answers. */
async function launch(root: string, dataDir: string, env: Record<string, string>, lines: string[], port?: number): Promise<ServerProcess> {
  const server = await spawnServer({ cwd: root, env: { ...serverSettings(env), DATA_DIR: dataDir }, lines, ...(port === undefined ? {} : { port }) });
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}
