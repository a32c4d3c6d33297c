import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** GET /v1/health: whether the server can reach its database, and which kind it is. */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  app.get('/v1/health', { config: { openapi: { summary: 'Whether the server reaches its database, and which kind it is', tag: 'meta', public: true } } }, async (_request, reply) => {
    try {
      if (db.ping) await db.ping();
      else await db.query('SELECT 1');
      return { ok: true, db: db.kind };
    } catch {
      return reply.code(503).send({ ok: false, db: db.kind, detail: 'Database unavailable' });
    }
  });
}
