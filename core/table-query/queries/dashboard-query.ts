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

export const RESULT_ENTITY_FIELDS = [
  'shift_key', 'shift_date', 'entity_id', 'entity.name', 'entity.desc', 'entity.euid', 'entity.key', 'scheduled_secs',
  'performance_percent', 'quality_percent', 'availability_percent', 'efficiency_percent',
  'speed_loss_percent', 'scrap_loss_percent', 'planned_down_percent', 'unplanned_down_percent',
  'transaction_count', 'units_produced', 'units_good', 'units_reworked', 'units_rejected', 'units_scrapped',
];

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
