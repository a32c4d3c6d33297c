import { z } from 'zod';
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
export function openApiDocument(routes: readonly DocumentedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
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
