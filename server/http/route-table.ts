import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What a route registered outside route-kit says about itself (route option config.openapi), for /v1/openapi.json. */
export interface RouteDoc {
  summary: string;
  tag: string;
  /** The schema the handler validates its body with. */
  body?: z.ZodType;
  public?: boolean;
  /** Content types other than JSON (CSV uploads). */
  contentType?: string;
}

export interface TableRoute {
  method: string;
  url: string;
  websocket: boolean;
  /** Left out of the API description (schema.hide, as @fastify/static marks each static file's route). */
  hidden: boolean;
  doc?: RouteDoc;
}

// Keyed by the HTTP server, which the root instance and every encapsulated scope share.
const tables = new WeakMap<object, TableRoute[]>();

/** Records every route any module adds, so the OpenAPI description and its test walk the real route table. */
export function recordRouteTable(app: FastifyInstance): void {
  const list: TableRoute[] = [];
  tables.set(app.server, list);
  app.addHook('onRoute', (route) => {
    const config = route.config as { openapi?: RouteDoc } | undefined;
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of [route.method].flat()) list.push({ method: String(method), url: route.url, websocket: Boolean((route as { websocket?: boolean }).websocket), hidden, doc: config?.openapi });
  });
}

/** Every route of the server the app (or any of its scopes) belongs to. */
export function routeTable(app: FastifyInstance): readonly TableRoute[] {
  return tables.get(app.server) ?? [];
}
