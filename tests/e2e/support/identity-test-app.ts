import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { buildApp } from '../../../server/http/app';
import type { Logger, RouteModule, ServerContext } from '../../../server/http/context';
import { createAuthenticator, DEFAULT_CLIENT_ID, identityRoutes } from '../../../server/identity';
import { buildHarnessScript } from './build-harness';

/** The harness page, its config, and a token-echo API route that runs the real authenticator. */
const harnessRoutes =
  (script: string, page: string): RouteModule =>
  (app, ctx) => {
    app.get('/v1/whoami', async (request) => {
      const who = await ctx.authenticate(request);
      return { userEuid: who.userEuid, email: who.email, companyId: who.companyId, role: who.role, isDemo: who.isDemo };
    });
    // Stands in for the company-initialisation call of the REST API (not identity's to serve).
    app.post<{ Body: { email?: string } }>('/harness/assign-company', async (request) => {
      const r = await ctx.db.query('UPDATE core_user SET _company_id = 1 WHERE email = $1 AND _company_id IS NULL', [request.body.email ?? '']);
      return { updated: r.affectedRows };
    });
    app.get('/harness/', async (_request, reply) => reply.type('text/html').send(page));
    app.get('/harness/harness.js', async (_request, reply) => reply.type('text/javascript').send(script));
    app.get('/harness/config.json', async () => ({
      domain: ctx.config.publicUrl,
      clientId: DEFAULT_CLIENT_ID,
      audience: `${ctx.config.publicUrl}/v1/`,
    }));
  };

/**
 * The server under test for identity: the product's app (E1's buildApp: body parsers, error handler,
 * static files) with the real identity module, plus the harness page. The built app is left out.
 */
export async function buildIdentityTestApp(db: Database, config: ServerConfig, log: Logger): Promise<FastifyInstance> {
  const authenticate = await createAuthenticator({ db, config });
  const ctx: ServerContext = { db, config, log, authenticate };
  const script = await buildHarnessScript();
  const page = await readFile(join(import.meta.dirname, 'harness', 'index.html'), 'utf8');
  return buildApp(ctx, [identityRoutes, harnessRoutes(script, page)], {
    distDir: join(config.dataDir, 'no-built-app'),
    publicDir: resolve('public'),
  });
}
