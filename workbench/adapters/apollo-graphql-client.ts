import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { graphqlRequestHeaders } from './graphql-request-headers';
import { GRAPHQL_WS_RETRY_ATTEMPTS, RETRY_MAX_MS, RETRY_MIN_MS, retryDelayMs, shouldRetryQuery } from '../api/graphql-retry';

/**
 * The Apollo client of /v1/graphql: queries and mutations over HTTP, subscriptions over graphql-ws,
 * both with the headers of document 2 §7 (over the socket: in the connection payload, as Apollo sends).
 * Loaded lazily with the signed-in shell: apollo stays out of the public page.
 */
export function createApolloGraphqlClient(origin: string, token: () => Promise<string | null>): ApolloClient {
  const auth = async () => graphqlRequestHeaders(await token(), new URL(origin).host, globalThis.localStorage);
  // Retrying before the headers are set: each attempt carries the token as it is then (renewed meanwhile).
  const retry = new RetryLink({
    delay: { initial: RETRY_MIN_MS, max: RETRY_MAX_MS, jitter: true },
    attempts: {
      max: GRAPHQL_WS_RETRY_ATTEMPTS,
      retryIf: (error, operation) => shouldRetryQuery(operation.operationType, operation.getContext(), ServerError.is(error) ? error.statusCode : undefined),
    },
  });
  const http = ApolloLink.from([
    retry,
    new SetContextLink(async (prev) => ({ headers: { ...prev.headers, ...(await auth()) } })),
    new HttpLink({ uri: `${origin}/v1/graphql` }),
  ]);
  const ws = new GraphQLWsLink(
    createClient({
      url: `${origin.replace(/^http/, 'ws')}/v1/graphql`,
      connectionParams: async () => ({ headers: await auth() }),
      retryAttempts: GRAPHQL_WS_RETRY_ATTEMPTS,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, retryDelayMs())),
      shouldRetry: () => true,
      lazy: true,
    }),
  );
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === 'OperationDefinition' && def.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
