import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/** Parses HTML form posts in this scope, unless the app already does (e.g. with @fastify/formbody). */
export function acceptFormPosts(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(FORM)) return;
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** One text field of a parsed form body ('' when absent; the first value when repeated). */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}
