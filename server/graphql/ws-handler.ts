import { createRequire } from 'node:module';
import { execute, type ExecutionArgs, type ExecutionResult, type GraphQLError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { ServerContext } from '../http/context';
import type { PreparedOperation } from './compile-operation';
import type { GraphqlEngine } from './engine';
import { HasuraError, fromDatabaseError } from './hasura-error';
import { sessionDeps } from './http-routes';
import { resolveSession, type Headers } from './request-session';
import type { Session } from './session';

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
export function graphqlWsHandler(ctx: ServerContext, engine: GraphqlEngine) {
  return makeHandler<Record<string, unknown>, { session: Session }>({
    onConnect: async (c) => {
      const payloadHeaders = ((c.connectionParams as { headers?: Headers } | undefined)?.headers ?? {}) as Headers;
      try {
        c.extra.session = await resolveSession({ ...(c.extra.request.headers as Headers), ...payloadHeaders }, sessionDeps(ctx, c.extra.request));
        return true;
      } catch (e) {
        ctx.log.warn(`graphql-ws: connection refused: ${(e as Error).message}`);
        return false;
      }
    },
    onSubscribe: (c, _id, payload) => {
      const session = c.extra.session!;
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
        if (e instanceof HasuraError) return [toGraphQLError(e)];
        throw e;
      }
    },
    execute: async (args) => {
      const { prepared } = args.contextValue as OperationContext;
      if (prepared.kind === 'introspection') return execute({ ...args, variableValues: prepared.variables, operationName: prepared.operationName });
      try {
        return { data: JSON.parse(await engine.query(prepared.sql, prepared.params)) };
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
