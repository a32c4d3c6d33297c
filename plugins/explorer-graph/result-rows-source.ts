import type { TableQueryRequest, TableRow } from '../../core/table-query';

/**
 * Reads result rows (bigbrain_resentity) for the dashboard. The plugin's own port, so tests
 * override it with rows instead of a GraphQL server.
 */
export interface ResultRowsSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const ResultRowsSource = Symbol.for('explorer-graph.ResultRowsSource');
