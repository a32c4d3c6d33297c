import type { FastifyInstance } from 'fastify';
import { HttpError } from './context';

/** PostgreSQL text cannot hold U+0000, and no form of the product needs it. */
const NUL = '\u0000';
const MAX_DEPTH = 64;

/** The path (a.b.0.c) of the first string or key holding a NUL character, or undefined. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'value' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.') || 'value';
    const hit = findNul(inner, [...path, key], depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export const NUL_REFUSED = 'must not contain NUL characters';

/**
 * Refuses a NUL character in any path parameter, query value or body field of any route before its
 * handler runs (so before any database work), naming the field. Registered once on the root
 * instance, it covers every route module, including ones added later.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // GraphQL answers in Hasura's shape, with its own checks (server/graphql).
    if (request.routeOptions.url?.startsWith('/v1/graphql')) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== undefined) throw new HttpError(400, `${field} ${NUL_REFUSED}`, { [field]: [`${field} ${NUL_REFUSED}`] });
    }
  });
}
