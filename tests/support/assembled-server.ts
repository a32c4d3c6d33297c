import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { startEngineWorkers } from '../../server/engine/workers';
import { buildApp } from '../../server/http/app';
import type { Logger, ServerContext } from '../../server/http/context';
import { createAuthenticator } from '../../server/identity';
import { routeModules } from '../../server/route-modules';
import { freePort } from './free-port';

export interface AssembledServer {
  /** PUBLIC_URL: http://127.0.0.1:PORT, also the address the server listens on. */
  readonly url: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * server/main.ts's server on an already seeded database: its route modules and embedded identity
 * provider on 127.0.0.1, PUBLIC_URL set to its own address (the provider derives issuer and
 * audience from it), no simulator, no built front end. `workers` also starts the engine workers.
 */
export async function startAssembledServer(db: Database, opts: { env?: Record<string, string>; workers?: boolean; log?: Logger; port?: number } = {}): Promise<AssembledServer> {
  // A fixed port keeps PUBLIC_URL, and with it the tokens' issuer and audience, across two servers.
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: url, HOST: '127.0.0.1', SIMULATOR: 'off', ...opts.env });
  const log = opts.log ?? silentLogger;
  const ctx: ServerContext = { db, config, log, authenticate: await createAuthenticator({ db, config }) };
  const emptyDist = await mkdtemp(join(tmpdir(), 'oee-assembled-dist-'));
  const app = await buildApp(ctx, routeModules, { distDir: emptyDist, publicDir: resolve('public') });
  await app.listen({ port, host: '127.0.0.1' });
  const workers = opts.workers ? startEngineWorkers(ctx) : undefined;
  return {
    url,
    app,
    async close() {
      await app.close();
      await workers?.stop();
      await rm(emptyDist, { recursive: true, force: true });
    },
  };
}
