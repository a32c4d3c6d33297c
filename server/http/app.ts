import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RouteModule, ServerContext } from './context';
import { registerCanonicalHost } from './canonical-host';
import { toHttpError } from '../api/db-errors';
import { errorReply } from './error-reply';
import { registerHealthRoute } from './health-route';
import { registerInputGuard } from './input-guard';
import { recordRouteTable } from './route-table';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles, type StaticDirs } from './static-files';

export const DEFAULT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * API replies (JSON lists, GraphQL results) compressed per request when they are worth it (over 1 kB);
 * brotli at quality 4 costs about what gzip does. Built assets arrive already compressed and pass through.
 */
const API_COMPRESSION = { threshold: 1024, encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } };

/**
 * The HTTP server: websockets, form and JSON bodies with a size limit, one error handler for every
 * route module, the health route, the built app with its client-route fallback, then the modules in
 * the order main.ts lists them.
 */
export async function buildApp(
  ctx: ServerContext,
  modules: readonly RouteModule[],
  dirs?: Partial<StaticDirs>,
  options: { canonicalHost?: readonly string[] } = {},
): Promise<FastifyInstance> {
  // Typed loosely: Fastify's overloads split http and https options, and a hop count is a valid trustProxy.
  const app = Fastify({
    logger: false,
    bodyLimit: ctx.config.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Behind a reverse proxy (TRUST_PROXY): request.ip and the protocol come from its X-Forwarded-* headers.
    ...(ctx.config.trustProxy !== undefined ? { trustProxy: ctx.config.trustProxy } : {}),
    ...(ctx.config.tls ? { https: ctx.config.tls } : {}),
  } as never) as unknown as FastifyInstance;
  recordRouteTable(app);
  await registerSecurityHeaders(app, ctx.config);
  await app.register(fastifyWebsocket);
  await app.register(fastifyFormbody);
  await app.register(fastifyCompress, API_COMPRESSION);
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body, unexpected } = errorReply(toHttpError(error));
    if (unexpected) ctx.log.error(`API Error: ${request.method} ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return reply.code(status).send(body);
  });
  // npm start sends pages asked for by a name it does not serve to PUBLIC_URL (canonical-host.ts);
  // tests that inject requests without a Host leave it off.
  if (options.canonicalHost) registerCanonicalHost(app, ctx.config.publicUrl, options.canonicalHost);
  registerInputGuard(app);
  registerHealthRoute(app, ctx.db);
  await registerStaticFiles(app, {
    distDir: dirs?.distDir ?? resolve('dist'),
    publicDir: dirs?.publicDir ?? resolve('public'),
  });
  for (const module of modules) await module(app, ctx);
  return app;
}
