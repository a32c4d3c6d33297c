import type { TableQueryRequest, TableRow } from '../../core/table-query';
import type { GraphqlClient } from '../../workbench/api';
import { selectionSet } from '../../core/table-query/selection-set';
import type { ResultRowsSource } from './result-rows-source';

/** One network-only GraphQL query per request (Hasura shape: where, order_by, limit as variables). */
export class GraphqlResultRows implements ResultRowsSource {
  constructor(private readonly client: GraphqlClient) {}

  async rows(request: TableQueryRequest): Promise<TableRow[]> {
    const t = request.table;
    // Loaded on first use: the plugin's manifest (and so this module) is part of the public entry
    // chunk, which must not carry Apollo or graphql (issue 5).
    const { gql } = await import('@apollo/client');
    const query = gql(
      `query DashboardRows($where: ${t}_bool_exp!, $order_by: [${t}_order_by!], $limit: Int) {
        rows: ${t}(where: $where, order_by: $order_by, limit: $limit) { ${selectionSet(request.fields)} }
      }`,
    );
    const result = await this.client.query<{ rows: TableRow[] }>({
      query,
      variables: { where: request.where, order_by: request.order_by, limit: request.limit },
      fetchPolicy: 'no-cache',
    });
    if (result.error) throw result.error;
    return result.data?.rows ?? [];
  }
}
