import { serviceToken } from '../../core/platform';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { queryGraphql, type GraphqlClient } from '../../workbench/api';
import { selectionSet } from '../../core/table-query/selection-set';

/** Reads rows of a table query (result rows and input events); the plugin's port, so tests give rows instead of a server. */
export interface RankingRows {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const RankingRows = serviceToken<RankingRows>('explorer-ranking.RankingRows');

/** One network-only GraphQL query per request (Hasura shape: where, order_by, limit as variables). */
export class GraphqlRankingRows implements RankingRows {
  constructor(private readonly client: GraphqlClient) {}

  async rows(request: TableQueryRequest): Promise<TableRow[]> {
    const t = request.table;
    const text = `query RankingRows($where: ${t}_bool_exp!, $order_by: [${t}_order_by!], $limit: Int) {
      rows: ${t}(where: $where, order_by: $order_by, limit: $limit) { ${selectionSet(request.fields)} }
    }`;
    const data = await queryGraphql<{ rows: TableRow[] }>(this.client, text, { where: request.where, order_by: request.order_by, limit: request.limit });
    return data.rows;
  }
}
