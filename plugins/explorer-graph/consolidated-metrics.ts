import type { MetricKey } from '../../core/model';
import type { NavState } from '../../core/navigation';

/** One answer item of POST /v1/metric_value/get_consolidated_metrics/ (server/api/metric-value-routes). */
export interface ConsolidatedValue {
  euid: string;
  key: string;
  name: string;
  metric: MetricKey;
  value: number;
}

export const CONSOLIDATED_PATH = '/v1/metric_value/get_consolidated_metrics/';

/** The call's body (document 3 §7): entity, time, shift, combine_shifts, visible_metrics. */
export function consolidatedBody(state: NavState, companyEuid: string, metrics: readonly MetricKey[]) {
  const euid = state.entity.euid || companyEuid;
  return {
    entity: { euid, key: state.entity.key, show_children: state.entity.show_children },
    time: { day: state.time.day, range: state.time.range },
    shift: state.shift || null,
    combine_shifts: state.combineShifts || !state.shift,
    visible_metrics: [...metrics],
  };
}
