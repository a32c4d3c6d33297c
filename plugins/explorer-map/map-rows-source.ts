import type { MetricThresholdSetup } from '../../core/metrics';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { serviceToken } from '../../core/platform';

/** Reads the map query's result rows; the plugin's own port, so tests give rows instead of a server. */
export interface MapRowsSource {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
  /** The company's Metric Setup thresholds by metric, which colour the cards; none known: document 2 §9's bands. */
  thresholds?(): Promise<Partial<Record<string, MetricThresholdSetup>>>;
}
export const MapRowsSource = serviceToken<MapRowsSource>('explorer-map.MapRowsSource');
