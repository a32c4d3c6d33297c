import type { ApolloClient } from '@apollo/client';
import { serviceToken } from '../../core/platform';

/** The Apollo client of /v1/graphql (queries over HTTP, subscriptions over graphql-ws). */
export type GraphqlClient = ApolloClient;
export const GraphqlClient = serviceToken<GraphqlClient>('workbench.GraphqlClient');
