import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../http/context';
import type { GraphqlRequest } from './compile-operation';
import type { GraphqlEngine } from './engine';
import { HasuraError, errorsBody } from './hasura-error';
import { resolveSession, type Headers } from './request-session';
import { sessionDeps } from './session-deps';
import { graphqlWsHandler } from './ws-handler';

export const GRAPHQL_PATH = '/v1/graphql';

const send = (reply: FastifyReply, body: string | Buffer) => reply.code(200).header('content-type', 'application/json; charset=utf-8').send(body);

async function answer(engine: GraphqlEngine, ctx: ServerContext, request: FastifyRequest, body: unknown): Promise<string | Buffer> {
  let session;
  try {
    session = await resolveSession(request.headers as Headers, sessionDeps(ctx, request));
  } catch (e) {
    if (e instanceof HasuraError) return JSON.stringify(errorsBody([e]));
    throw e;
  }
  // Hasura answers a batch (a JSON array of requests) with an array of responses.
  if (Array.isArray(body)) {
    const answers = await Promise.all(body.map((b) => answerOne(engine, b, session)));
    return Buffer.concat([Buffer.from('['), ...answers.flatMap((b, i) => (i > 0 ? [Buffer.from(','), b] : [b])), Buffer.from(']')]);
  }
  return answerOne(engine, body, session);
}

async function answerOne(engine: GraphqlEngine, body: unknown, session: Parameters<GraphqlEngine['run']>[1]): Promise<Buffer> {
  if (typeof body !== 'object' || body === null)
    return Buffer.from(JSON.stringify(errorsBody([new HasuraError('parse-failed', 'When parsing the request body: expected an object', '$')])));
  try {
    return await engine.run(body as GraphqlRequest, session);
  } catch (e) {
    return Buffer.from(JSON.stringify(errorsBody([e instanceof HasuraError ? e : new HasuraError('unexpected', 'unexpected error')])));
  }
}

/** POST and GET /v1/graphql over HTTP, graphql-ws on the same path; bodies parsed here to answer bad JSON as Hasura does. */
export function registerGraphqlRoutes(app: FastifyInstance, ctx: ServerContext, engine: GraphqlEngine): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post(GRAPHQL_PATH, { config: { openapi: { summary: 'Hasura-compatible GraphQL query ({query, variables, operationName}); errors in Hasura\'s shape', tag: 'graphql' } } }, async (request, reply) => {
      let body: unknown;
      try {
        body = JSON.parse(String(request.body ?? ''));
      } catch {
        return send(reply, JSON.stringify(errorsBody([new HasuraError('invalid-json', 'Error in $: Failed reading: not a valid json value', '$')])));
      }
      return send(reply, await answer(engine, ctx, request, body));
    });

    scope.route({
      method: 'GET',
      url: GRAPHQL_PATH,
      config: { openapi: { summary: 'GraphQL query in the query string; upgraded to graphql-ws (subscriptions) as a websocket', tag: 'graphql' } },
      handler: async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        let variables: unknown;
        try {
          variables = q.variables ? JSON.parse(q.variables) : undefined;
        } catch {
          return send(reply, JSON.stringify(errorsBody([new HasuraError('invalid-json', 'Error in $.variables: not a valid json value', '$.variables')])));
        }
        return send(reply, await answer(engine, ctx, request, { query: q.query, variables, operationName: q.operationName }));
      },
      wsHandler: graphqlWsHandler(ctx, engine),
    });
  });
}
