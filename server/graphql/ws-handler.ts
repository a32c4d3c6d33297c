import { createRequire } from 'node:module';
import { execute, type ExecutionArgs, type ExecutionResult, type GraphQLError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { ServerContext } from '../http/context';
import type { PreparedOperation } from './compile-operation';
import { tenantOf, type GraphqlEngine } from './engine';
import { HasuraError, QueryLimitError, fromDatabaseError } from './hasura-error';
import { refusalsSpent, tokenKey, type RefusalBudget } from './refusal-budget';
import { sessionDeps } from './session-deps';
import { resolveSession, type Headers } from './request-session';
import type { Session } from './session';
import { DEFAULT_RECHECK_MS, tokenExpiry, watchSession } from '../sockets/session-watch';

interface OperationContext {
  prepared: PreparedOperation;
  session: Session;
}

// graphql-ws recognises errors by instanceof against the graphql copy Node resolves for it (CommonJS); a bundler or
// test runner may hand this file the ESM copy, so the error class is taken from Node's resolution.
const NodeGraphQLError = (createRequire(import.meta.url)('graphql') as typeof import('graphql')).GraphQLError;
const toGraphQLError = (e: HasuraError): GraphQLError => new NodeGraphQLError(e.message, { extensions: { path: e.path, code: e.code } });
const errorResult = (e: HasuraError) => ({ errors: [toGraphQLError(e)] }) as ExecutionResult;

/** A live query as the async iterable graphql-ws consumes; ending it (client complete, socket close) unsubscribes. */
function liveResults(engine: GraphqlEngine, p: Extract<PreparedOperation, { kind: 'sql' }>): AsyncGenerator<ExecutionResult> {
  const queue: ExecutionResult[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const unsubscribe = engine.live.subscribe(p, (r) => {
    queue.push(r.data !== undefined ? { data: JSON.parse(r.data) } : errorResult(fromDatabaseError(r.error)));
    wake?.();
  });
  const finish = () => {
    done = true;
    unsubscribe();
    wake?.();
  };
  const it: AsyncGenerator<ExecutionResult> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = undefined;
      return done ? { done: true, value: undefined } : { done: false, value: queue.shift()! };
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    async throw(e: unknown) {
      finish();
      throw e;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

/** graphql-ws (graphql-transport-ws) on /v1/graphql; connection_init carries {headers: {Authorization}} as Apollo sends. */
export function graphqlWsHandler(ctx: ServerContext, engine: GraphqlEngine, budget: RefusalBudget) {
  return makeHandler<Record<string, unknown>, { session: Session; budgetKey: string }>({
    onConnect: async (c) => {
      const payloadHeaders = ((c.connectionParams as { headers?: Headers } | undefined)?.headers ?? {}) as Headers;
      try {
        const headers = { ...(c.extra.request.headers as Headers), ...payloadHeaders };
        const session = await resolveSession(headers, sessionDeps(ctx, c.extra.request));
        c.extra.session = session;
        // Closed (4403 Forbidden, as graphql-ws does) when the token expires, or the user is deactivated or
        // changes company or role; running operations stop with the socket.
        const authHeader = Object.entries(headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
        // The same budget key as the token's HTTP requests (http-routes.ts).
        c.extra.budgetKey = tokenKey(String(authHeader ?? `address ${c.extra.request.ip}`));
        const stop = watchSession({
          recheck: async () => {
            try {
              const again = await resolveSession(headers, sessionDeps(ctx, c.extra.request));
              const same = again.role === session.role && JSON.stringify(again.vars) === JSON.stringify(session.vars);
              return same ? undefined : 'The session changed; reconnect.';
            } catch (e) {
              return (e as Error).message;
            }
          },
          end: (reason) => c.extra.socket.close(4403, reason.slice(0, 120)),
          intervalMs: ctx.config.socketRecheckMs ?? DEFAULT_RECHECK_MS,
          expiresAt: tokenExpiry(typeof authHeader === 'string' ? authHeader : undefined),
        });
        c.extra.socket.once('close', stop);
        return true;
      } catch (e) {
        ctx.log.warn(`graphql-ws: connection refused: ${(e as Error).message}`);
        return false;
      }
    },
    onSubscribe: (c, _id, payload) => {
      const session = c.extra.session!;
      const budgetKey = c.extra.budgetKey!;
      const company = tenantOf(session);
      // Issue 34: the refusal budget holds on the socket as over HTTP; a spent one costs no parsing.
      if (budget.waitMs(budgetKey, company) > 0) return [toGraphQLError(refusalsSpent())];
      try {
        const prepared = engine.prepare(payload, session);
        const rs = engine.roleSchema(session.role);
        return {
          schema: rs.schema,
          document: prepared.document,
          operationName: prepared.operationName,
          contextValue: { prepared, session } satisfies OperationContext,
        } as ExecutionArgs;
      } catch (e) {
        if (e instanceof QueryLimitError) budget.refused(budgetKey, company);
        if (e instanceof HasuraError) return [toGraphQLError(e)];
        throw e;
      }
    },
    execute: async (args) => {
      const { prepared, session } = args.contextValue as OperationContext;
      if (prepared.kind === 'introspection') return execute({ ...args, variableValues: prepared.variables, operationName: prepared.operationName });
      try {
        return { data: JSON.parse(await engine.data(prepared, session)) };
      } catch (e) {
        return errorResult(e instanceof HasuraError ? e : new HasuraError('unexpected', 'unexpected error'));
      }
    },
    subscribe: (args) => {
      const { prepared } = args.contextValue as OperationContext;
      if (prepared.kind !== 'sql') return errorResult(new HasuraError('validation-failed', 'subscriptions must select one top level field'));
      return liveResults(engine, prepared);
    },
  });
}
