import { METRIC_CATALOGUE } from '../../core/metrics/metric-catalogue';
import { metricColumnType, type MetricDefinition } from '../../core/metrics/metric-definition';

/**
 * bigbrain_resentity columns an answer carries: the row's identity, its seconds, and every catalogue
 * metric's column, read as numbers (numeric counts arrive as text otherwise).
 */
export function resultColumnsSql(catalogue: readonly Pick<MetricDefinition, 'column' | 'kind'>[] = METRIC_CATALOGUE): string {
  const metricColumns = catalogue.map((d) => (metricColumnType(d) === 'numeric' ? `r.${d.column}::float8 AS ${d.column}` : `r.${d.column}`));
  return `r.shift_date::text AS shift_date, r.shift_key, r.entity_id, e.euid AS entity__euid, e.name AS entity__name,
  e.key AS entity__key, e."desc" AS entity__desc, e.depth AS entity__depth,
  r.scheduled_secs, r.planned_down_secs, r.unplanned_down_secs, r.available_secs, r.operating_secs, r.ideal_secs, r.good_secs,
  r.speed_loss_secs, r.scrap_loss_secs, r.goal_pps, r.transaction_count, ${metricColumns.join(', ')}`;
}

export const RESULT_COLUMNS_SQL = resultColumnsSql();
