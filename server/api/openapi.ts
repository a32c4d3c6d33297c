import { z } from 'zod';
import type { RouteDoc, TableRoute } from '../http/route-table';
import type { DocumentedRoute } from './route-kit';

function jsonSchema(schema: z.ZodType): unknown {
  // Input side: what a client sends (transforms such as numeric text -> number are described by their input).
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Path parameters and query fields of an object schema as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s }));
}

export const toOpenApiPath = (url: string): string => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** OpenAPI 3.1 description of the REST API, generated from the same zod schemas the handlers validate with. */
export function openApiDocument(routes: readonly DocumentedRoute[], table: readonly TableRoute[] = []): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  // Routes added outside route-kit (ingest, GraphQL, sockets, health, identity), from the server's route table.
  for (const r of table) {
    if (!isDescribed(r)) continue;
    const doc: RouteDoc = r.doc ?? fallbackDoc(r.url);
    const body = doc.body ? { requestBody: { required: true, content: { [doc.contentType ?? 'application/json']: { schema: doc.contentType ? { type: 'string' } : jsonSchema(doc.body) }, ...(doc.contentType ? { 'application/json': { schema: jsonSchema(doc.body) } } : {}) } } } : {};
    (paths[toOpenApiPath(r.url)] ??= {})[r.method.toLowerCase()] = {
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.public ? { security: [] } : {}),
      parameters: [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...body,
      responses: { '200': { description: r.websocket ? 'Switching to a websocket' : 'Success' }, '400': { description: 'Invalid input' } },
    };
  }
  for (const r of routes) {
    const path = toOpenApiPath(r.url);
    const status = String(r.status ?? 200);
    (paths[path] ??= {})[r.method.toLowerCase()] = {
      tags: [r.tag],
      summary: r.summary,
      ...(r.access ? { description: `Who may call it: ${r.access}.` } : {}),
      ...(r.public ? { security: [] } : {}),
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      ...(r.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body) }, 'application/x-www-form-urlencoded': { schema: jsonSchema(r.body) } } } }
        : {}),
      responses: {
        [status]: { description: 'Success', ...(r.response ? { content: { 'application/json': { schema: jsonSchema(r.response) } } } : {}) },
        '400': { description: 'Invalid input: {detail} or field errors {field: [messages]}' },
        ...(r.public ? {} : { '401': { description: 'Missing or invalid token' }, '403': { description: 'Role, demo account or company refused: {detail}' }, '404': { description: 'Not found in the caller\'s company: {detail}' } }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'OEE workbench REST API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

/** Every route but the static files' catch-alls and the automatic HEAD and OPTIONS twins. */
export function isDescribed(r: TableRoute): boolean {
  return !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url !== '/*' && r.url !== '/';
}

function fallbackDoc(url: string): RouteDoc {
  if (url.startsWith('/interaction') || url.startsWith('/identity')) return { summary: 'Sign-in, sign-up, reset and kiosk pages of the embedded identity provider (HTML forms)', tag: 'identity', public: true };
  return { summary: "The embedded OpenID Connect provider at Auth0's paths (authorize, token, logout, keys, userinfo)", tag: 'identity', public: true };
}
