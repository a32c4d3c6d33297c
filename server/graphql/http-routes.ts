import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../http/context';
import type { GraphqlRequest } from './compile-operation';
import type { GraphqlEngine } from './engine';
import { HasuraError, errorsBody } from './hasura-error';
import { RefusalBudget, refusalsSpent, tokenKey } from './refusal-budget';
import { resolveSession, type Headers } from './request-session';
import { sessionDeps } from './session-deps';
import { graphqlWsHandler } from './ws-handler';
import { tenantOf } from './engine';

export const GRAPHQL_PATH = '/v1/graphql';

const send = (reply: FastifyReply, { body, retryAfterS }: { body: string | Buffer; retryAfterS?: number }) => {
  if (retryAfterS !== undefined) reply.code(429).header('retry-after', String(retryAfterS));
  else reply.code(200);
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
};

/** An answer: HTTP 200 in Hasura's shape, or 429 with the seconds to wait when the refusal budget is spent. */
type Answer = { body: string | Buffer; retryAfterS?: number };

function spent(waitMs: number): Answer {
  return { body: JSON.stringify(errorsBody([refusalsSpent()])), retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Resolves the session and answers the request. The token's and then the company's refusal budget is
 * checked first (refusal-budget.ts), so a spent one costs neither parsing nor estimating.
 */
async function answer(engine: GraphqlEngine, ctx: ServerContext, budget: RefusalBudget, request: FastifyRequest, readBody: () => unknown): Promise<Answer> {
  const token = tokenKey(String(request.headers.authorization ?? `address ${request.ip}`));
  const tokenWait = budget.tokenWaitMs(token);
  if (tokenWait > 0) return spent(tokenWait);
  let session;
  try {
    session = await resolveSession(request.headers as Headers, sessionDeps(ctx, request));
  } catch (e) {
    if (e instanceof HasuraError) return { body: JSON.stringify(errorsBody([e])) };
    throw e;
  }
  const company = tenantOf(session);
  const companyWait = budget.companyWaitMs(company);
  if (companyWait > 0) return spent(companyWait);
  const body = readBody();
  if (body instanceof HasuraError) return { body: JSON.stringify(errorsBody([body])) };
  const onRefused = () => budget.refused(token, company);
  // Hasura answers a batch (a JSON array of requests) with an array of responses.
  if (Array.isArray(body)) {
    const answers = await Promise.all(body.map((b) => answerOne(engine, b, session, onRefused)));
    return { body: Buffer.concat([Buffer.from('['), ...answers.flatMap((b, i) => (i > 0 ? [Buffer.from(','), b] : [b])), Buffer.from(']')]) };
  }
  return { body: await answerOne(engine, body, session, onRefused) };
}

async function answerOne(engine: GraphqlEngine, body: unknown, session: Parameters<GraphqlEngine['run']>[1], onRefused: () => void): Promise<Buffer> {
  if (typeof body !== 'object' || body === null)
    return Buffer.from(JSON.stringify(errorsBody([new HasuraError('parse-failed', 'When parsing the request body: expected an object', '$')])));
  try {
    return await engine.run(body as GraphqlRequest, session, onRefused);
  } catch (e) {
    return Buffer.from(JSON.stringify(errorsBody([e instanceof HasuraError ? e : new HasuraError('unexpected', 'unexpected error')])));
  }
}

/** POST and GET /v1/graphql over HTTP, graphql-ws on the same path; bodies parsed here to answer bad JSON as Hasura does. */
export function registerGraphqlRoutes(app: FastifyInstance, ctx: ServerContext, engine: GraphqlEngine): void {
  const budget = new RefusalBudget(() => Date.now(), ctx.config.graphqlRefusalBudget);
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post(GRAPHQL_PATH, { config: { openapi: { summary: 'Hasura-compatible GraphQL query ({query, variables, operationName}); errors in Hasura\'s shape', tag: 'graphql' } } }, async (request, reply) => {
      const readBody = () => {
        try {
          return JSON.parse(String(request.body ?? '')) as unknown;
        } catch {
          return new HasuraError('invalid-json', 'Error in $: Failed reading: not a valid json value', '$');
        }
      };
      return send(reply, await answer(engine, ctx, budget, request, readBody));
    });

    scope.route({
      method: 'GET',
      url: GRAPHQL_PATH,
      config: { openapi: { summary: 'GraphQL query in the query string; upgraded to graphql-ws (subscriptions) as a websocket', tag: 'graphql' } },
      handler: async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        const readBody = () => {
          try {
            return { query: q.query, variables: q.variables ? (JSON.parse(q.variables) as unknown) : undefined, operationName: q.operationName };
          } catch {
            return new HasuraError('invalid-json', 'Error in $.variables: not a valid json value', '$.variables');
          }
        };
        return send(reply, await answer(engine, ctx, budget, request, readBody));
      },
      wsHandler: graphqlWsHandler(ctx, engine, budget),
    });
  });
}
