import type { GraphqlClient } from './graphql-client';

/**
 * One network-only GraphQL query answering `{ rows: [...] }` (or any root fields). `gql` loads on
 * first use, so a manifest importing workbench/api carries neither Apollo nor graphql.
 */
export async function queryGraphql<T>(client: GraphqlClient, text: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { gql } = await import('@apollo/client');
  const result = await client.query<T>({ query: gql(text), variables, fetchPolicy: 'no-cache' });
  if (result.error) throw result.error;
  if (!result.data) throw new Error('The GraphQL answer carried no data.');
  return result.data as T;
}
