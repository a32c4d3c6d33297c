import { describe, expect, it } from 'vitest';
import { isDescribed, toOpenApiPath } from '../../server/api/openapi';
import type { SecurityServer } from './security-server';

/** Issue 16 §8: /v1/openapi.json lists every route of the server's route table. */
export function openApiRouteCases(s: SecurityServer): void {
  describe('issue 16 §8: the OpenAPI description lists every route', () => {
    it('walks the route table: each route (but static files and HEAD/OPTIONS twins) is in openapi.json with its method', async () => {
      const doc = (await s.call(null, 'GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
      const routes = s.routes().filter(isDescribed);
      expect(routes.length).toBeGreaterThan(50);
      const missing = routes.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
      expect(missing).toEqual([]);
      for (const path of ['/v1/ingest/events', '/v1/health', '/v1/graphql', '/ws/backend_state/', '/ws/live/', '/v1/navutil/backend_state/read/']) expect(Object.keys(doc.paths)).toContain(path);
    });

    it('ingest is described with the same row schema the handler validates with', async () => {
      const doc = (await s.call(null, 'GET', '/v1/openapi.json')).body;
      const schema = doc.paths['/v1/ingest/events'].post.requestBody.content['application/json'].schema;
      expect(schema.type).toBe('array');
      expect(Object.keys(schema.items.properties)).toEqual(expect.arrayContaining(['machine_key', 'timestamp', 'shift_date', 'end']));
    });
  });
}
