import type { TableQueryRequest, TableRow } from '../../core/table-query';
import type { GraphqlClient } from '../../workbench/api';
import type { EventSource } from './event-source';

/**
 * One GraphQL query per request (realtime off, document 2 §7 Event query), never cached: a site's
 * month holds thousands of events, and normalising them into Apollo's cache costs main-thread time
 * for rows read once (npm run bench -- --only screen-work).
 */
export class GraphqlEventSource implements EventSource {
  constructor(private readonly client: GraphqlClient) {}

  async rows(request: TableQueryRequest): Promise<TableRow[]> {
    const t = request.table;
    const { gql } = await import('@apollo/client');
    const query = gql(
      `query EventRows($where: ${t}_bool_exp!, $order_by: [${t}_order_by!], $limit: Int) {
        rows: ${t}(where: $where, order_by: $order_by, limit: $limit) { ${request.fields.join(' ')} }
      }`,
    );
    const result = await this.client.query<{ rows: TableRow[] }>({ query, variables: { where: request.where, order_by: request.order_by, limit: request.limit }, fetchPolicy: 'no-cache' });
    if (result.error) throw result.error;
    return result.data?.rows ?? [];
  }
}
