import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { serviceToken } from '../../core/platform';

/** Reads input events (bigbrain_inpevent); the plugin's own port, so tests give rows instead of a server. */
export interface EventSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const EventSource = serviceToken<EventSource>('event-analysis.EventSource');
