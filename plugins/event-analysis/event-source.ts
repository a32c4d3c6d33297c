import type { TableQueryRequest, TableRow } from '../../core/table-query';

/** Reads input events (bigbrain_inpevent); the plugin's own port, so tests give rows instead of a server. */
export interface EventSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const EventSource = Symbol.for('event-analysis.EventSource');
