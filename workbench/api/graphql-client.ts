import type { ApolloClient } from '@apollo/client';

/** The Apollo client of /v1/graphql (queries over HTTP, subscriptions over graphql-ws). */
export type GraphqlClient = ApolloClient;
export const GraphqlClient = Symbol.for('workbench.GraphqlClient');
