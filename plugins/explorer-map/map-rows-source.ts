import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { serviceToken } from '../../core/platform';

/** Reads the map query's result rows; the plugin's own port, so tests give rows instead of a server. */
export interface MapRowsSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}
export const MapRowsSource = serviceToken<MapRowsSource>('explorer-map.MapRowsSource');
