import type { EntityNode } from '../../core/model';
import type { NavState } from '../../core/navigation';
import { allOf, dashboardQuery, type SelectedEntity, type TableQueryRequest } from '../../core/table-query';
import { TOTAL_FIELDS } from './graph-series';

export const SUMMARY_SHIFT_KEY = 'SUMMARY';

/** How the main chart's x axis is cut (our decision, documented in the report). */
export type Bucketing = 'day' | 'shift';

export interface DashboardRequest {
  request: TableQueryRequest;
  bucketing: Bucketing;
  /** One series per child entity (children shown on an entity that has levels below it). */
  perEntity: boolean;
}

/**
 * The dashboard's result-entity query (document 2 §7, built by core/table-query's dashboardQuery:
 * limit 999999, shift_date ascending, the day or the range, the entity or its children, the shift
 * unless combined, the first-level entities for the company), plus the bucketing:
 * - a date range is charted per shift date, from the SUMMARY rows (combined) or the chosen shift's;
 * - a single day is charted per shift (every shift's rows when combined, else the chosen one),
 *   since a day's 15-minute buckets live in bigbrain_restime and belong to the machine detail view.
 * An empty euid (nothing picked yet) means the company.
 */
export function dashboardRequest(state: NavState, company: EntityNode): DashboardRequest {
  const picked = state.entity.euid !== '' && state.entity.euid !== company.euid;
  const entity: SelectedEntity = picked
    ? { euid: state.entity.euid, depth: state.entity.depth, max_depth: state.entity.max_depth, show_children: state.entity.show_children }
    : { euid: company.euid, depth: 0, max_depth: company.max_depth, show_children: state.entity.show_children, children: company.children };
  const bucketing: Bucketing = state.time.day ? 'shift' : 'day';
  const base = dashboardQuery({ entity, time: state.time, shift: state.shift, combineShifts: state.combineShifts });
  const summaryOnly = state.combineShifts || !state.shift;
  const shiftFilter = bucketing === 'day' && summaryOnly
    ? { shift_key: { _eq: SUMMARY_SHIFT_KEY } }
    : bucketing === 'shift' && summaryOnly
      ? { shift_key: { _neq: SUMMARY_SHIFT_KEY } }
      : undefined;
  const perEntity = picked ? entity.show_children === true && entity.depth < entity.max_depth : entity.show_children === true;
  return {
    request: {
      ...base,
      fields: ['shift_key', 'shift_date', 'entity.euid', 'entity.name', ...TOTAL_FIELDS],
      where: allOf(base.where, shiftFilter),
    },
    bucketing,
    perEntity,
  };
}
