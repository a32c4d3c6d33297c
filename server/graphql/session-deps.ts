import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../http/context';
import type { Headers, SessionDeps } from './request-session';

/** Session dependencies for a request: its headers (or the websocket's connection_init headers) verified by ctx. */
export function sessionDeps(ctx: ServerContext, request: FastifyRequest): SessionDeps {
  return {
    adminSecret: ctx.config.graphqlAdminSecret,
    // authenticate reads the request's headers; a websocket passes its connection_init headers instead.
    authenticate: (headers: Headers) =>
      ctx.authenticate(Object.create(request, { headers: { value: lowerKeys({ ...request.headers, ...headers }) } }) as FastifyRequest),
  };
}

const lowerKeys = (h: Headers): Headers => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
