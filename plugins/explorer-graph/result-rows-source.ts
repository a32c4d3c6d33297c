import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { serviceToken } from '../../core/platform';

/**
 * Reads result rows (bigbrain_resentity) for the dashboard. The plugin's own port, so tests
 * override it with rows instead of a GraphQL server.
 */
export interface ResultRowsSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const ResultRowsSource = serviceToken<ResultRowsSource>('explorer-graph.ResultRowsSource');
