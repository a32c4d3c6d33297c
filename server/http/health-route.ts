import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { QueueState } from '../db/fair-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** GraphQL's read queue (server/graphql/index.ts decorates the app with it when GraphQL is served). */
    graphqlQueue?: () => QueueState;
  }
}

/** Past this wait, GraphQL's queue is reported as not ready: a load balancer's readiness check can send requests elsewhere. */
export const GRAPHQL_READY_WAIT_MS = 1_000;

/**
 * GET /v1/health: whether the server can reach its database, which kind it is, and how long GraphQL
 * reads wait for a connection (issue 34: health answered in 250 ms while every GraphQL read waited
 * 74 s). `ready` is false while that wait passes GRAPHQL_READY_WAIT_MS; the status stays 200 as long
 * as the database answers, so liveness checks do not restart a server that is only busy.
 */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  app.get('/v1/health', { config: { openapi: { summary: 'Whether the server reaches its database, which kind it is, and how long GraphQL reads wait', tag: 'meta', public: true } } }, async (_request, reply) => {
    try {
      if (db.ping) await db.ping();
      else await db.query('SELECT 1');
      const graphql = app.graphqlQueue?.();
      if (!graphql) return { ok: true, db: db.kind };
      return { ok: true, db: db.kind, ready: graphql.waitMs <= GRAPHQL_READY_WAIT_MS, graphql: { waiting: graphql.waiting, running: graphql.running, waitMs: graphql.waitMs } };
    } catch {
      return reply.code(503).send({ ok: false, db: db.kind, detail: 'Database unavailable' });
    }
  });
}
