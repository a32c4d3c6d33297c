import type { TableQueryRequest, TableRow } from '../../core/table-query';
import type { MetricThresholdSetup } from '../../core/metrics';
import { queryGraphql, type GraphqlClient, type HttpClient } from '../../workbench/api';
import { fetchMetricThresholds } from '../../workbench/kit/metric-setup/fetch-metric-setup';
import type { MapRowsSource } from './map-rows-source';

/** The map query over GraphQL: `entity.key` becomes `entity { key }`. */
export class GraphqlMapRows implements MapRowsSource {
  constructor(
    private readonly client: GraphqlClient,
    private readonly http?: HttpClient,
  ) {}

  async thresholds(): Promise<Partial<Record<string, MetricThresholdSetup>>> {
    return this.http ? fetchMetricThresholds(this.http) : {};
  }

  async rows(request: TableQueryRequest): Promise<TableRow[]> {
    const t = request.table;
    const fields = request.fields.filter((f) => !f.includes('.')).join(' ');
    const { rows } = await queryGraphql<{ rows: TableRow[] }>(
      this.client,
      `query MapRows($where: ${t}_bool_exp!, $order_by: [${t}_order_by!], $limit: Int) {
        rows: ${t}(where: $where, order_by: $order_by, limit: $limit) { ${fields} entity { key } }
      }`,
      { where: request.where, order_by: request.order_by, limit: request.limit },
    );
    return rows;
  }
}
