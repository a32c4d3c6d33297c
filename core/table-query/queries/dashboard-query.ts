import { METRIC_CATALOGUE } from '../../metrics/metric-catalogue';
import type { MetricDefinition } from '../../metrics/metric-definition';
import { allOf, type BoolExp } from '../bool-exp';
import type { TableQueryRequest } from '../table-query-port';
import { DASHBOARD_ROW_LIMIT } from './query-limits';
import { shiftDateWhere, shiftKeyWhere, type ShiftSelection, type TimeSelection } from './time-where';

/** The selected entity as the navigation state and the profile tree hold it. */
export interface SelectedEntity {
  euid: string;
  depth: number;
  max_depth: number;
  show_children?: boolean;
  /** First-level entities; needed when the company itself is selected. */
  children?: ReadonlyArray<{ euid: string }>;
}

export const RESULT_ENTITY_TABLE = 'bigbrain_resentity';

/** The fields of a result entity row (document 2, section 3): its identity, then every catalogue metric's column. */
export function resultEntityFields(catalogue: readonly Pick<MetricDefinition, 'column'>[] = METRIC_CATALOGUE): string[] {
  return [
    'shift_key', 'shift_date', 'entity_id', 'entity.name', 'entity.desc', 'entity.euid', 'entity.key', 'scheduled_secs',
    'transaction_count', ...catalogue.map((d) => d.column),
  ];
}

export const RESULT_ENTITY_FIELDS = resultEntityFields();

/** A company-level euid starts with 'C'. */
export function isCompanyEuid(euid: string): boolean {
  return euid.startsWith('C');
}

/**
 * Which entities' rows: for the company, its first-level entities; with children shown on an entity
 * that has levels below it, the rows whose parent it is; otherwise the entity's own rows.
 */
export function entityWhere(entity: SelectedEntity): BoolExp {
  if (isCompanyEuid(entity.euid)) {
    const euids = (entity.children ?? []).map((c) => c.euid);
    return { entity: { euid: { _in: euids } } };
  }
  if (entity.show_children && entity.depth < entity.max_depth) {
    return { entity: { parent: { euid: { _eq: entity.euid } } } };
  }
  return { entity: { euid: { _eq: entity.euid } } };
}

/** Dashboard rows (spec document 2, section 7): limit 999999, oldest shift date first. */
export function dashboardQuery(input: { entity: SelectedEntity; time: TimeSelection } & ShiftSelection): TableQueryRequest {
  return {
    table: RESULT_ENTITY_TABLE,
    fields: RESULT_ENTITY_FIELDS,
    where: allOf(shiftDateWhere(input.time, 'inclusive'), entityWhere(input.entity), shiftKeyWhere(input)),
    order_by: [{ shift_date: 'asc' }],
    limit: DASHBOARD_ROW_LIMIT,
  };
}
