import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext, ServerContext } from '../http/context';
import { toHttpError } from './db-errors';
import { refuseDemoWrite } from './guards';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route declares once: the handler's validation and the OpenAPI description both come from it. */
export interface RouteSpec {
  method: HttpMethod;
  /** Fastify path with :params, always under /v1/ and ending in a slash as the browser calls it. */
  url: string;
  summary: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Documented answer shape; not enforced at run time. */
  response?: z.ZodType;
  /** Success status; 200 unless given. */
  status?: number;
  /** Who may call it, in words, for the description (roles are enforced in the handler). */
  access?: string;
  /** Per-route body size limit in bytes (the public contact form keeps it small). */
  bodyLimit?: number;
  /**
   * Whether the call changes stored data. Default: every method but GET. A read sent as POST says
   * false (the demo account may make it); a GET that stores something says true.
   */
  writes?: boolean;
  /** The text the demo account's write is refused with; default the admin screens' 'This action is disabled in demo mode'. */
  demoRefusal?: string;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedInput<B, Q, P> extends RouteInput<B, Q, P> {
  auth: AuthContext;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface DocumentedRoute extends RouteSpec {
  public: boolean;
}

// The specs of every route added through this kit, per Fastify instance (the API's own scope).
const registry = new WeakMap<FastifyInstance, DocumentedRoute[]>();

export function documentedRoutes(app: FastifyInstance): readonly DocumentedRoute[] {
  return registry.get(app) ?? [];
}

function record(app: FastifyInstance, spec: DocumentedRoute): void {
  const list = registry.get(app) ?? [];
  list.push(spec);
  registry.set(app, list);
}

function parseParts<S extends RouteSpec>(spec: S, request: FastifyRequest) {
  // Validation runs before any database work, so a malformed request changes nothing.
  // The path first: a malformed id is named even when the body is wrong too.
  const params = spec.params ? spec.params.parse(request.params ?? {}) : undefined;
  const query = spec.query ? spec.query.parse(request.query ?? {}) : undefined;
  const body = spec.body ? spec.body.parse(request.body ?? undefined) : undefined;
  return { body, query, params };
}

function register<S extends RouteSpec>(
  app: FastifyInstance,
  spec: S,
  isPublic: boolean,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  record(app, { ...spec, public: isPublic });
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request, reply) => {
      try {
        const answer = await run(request, reply);
        if (reply.sent) return reply;
        reply.code(spec.status ?? 200);
        return answer === undefined ? reply.send() : answer;
      } catch (error) {
        throw toHttpError(error);
      }
    },
  });
}

/** An authenticated route: the caller comes from the verified token, never from the body. */
export function apiRoute<S extends RouteSpec, R>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: S,
  handler: (input: AuthedInput<Out<S['body']>, Out<S['query']>, Out<S['params']>>) => Promise<R>,
): void {
  const writes = spec.writes ?? spec.method !== 'GET';
  register(app, spec, false, async (request, reply) => {
    const auth = await ctx.authenticate(request);
    // The demo account reads only (document 1 §6, document 2 §6): one check here covers every write route.
    if (writes) refuseDemoWrite(auth, spec.demoRefusal);
    const parts = parseParts(spec, request);
    return handler({ auth, request, reply, ...(parts as { body: Out<S['body']>; query: Out<S['query']>; params: Out<S['params']> }) });
  });
}

/** A route anyone may call without a token (the contact form, the OpenAPI description). */
export function publicRoute<S extends RouteSpec, R>(
  app: FastifyInstance,
  spec: S,
  handler: (input: RouteInput<Out<S['body']>, Out<S['query']>, Out<S['params']>>) => Promise<R>,
): void {
  register(app, spec, true, async (request, reply) => {
    const parts = parseParts(spec, request);
    return handler({ request, reply, ...(parts as { body: Out<S['body']>; query: Out<S['query']>; params: Out<S['params']> }) });
  });
}
