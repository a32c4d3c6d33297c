import { allOf } from '../bool-exp';
import type { TableQueryRequest } from '../table-query-port';
import { RESULT_ENTITY_TABLE } from './dashboard-query';
import { MACHINE_KEYS_ROW_LIMIT } from './query-limits';
import { shiftDateWhere, type TimeSelection } from './time-where';

/**
 * The machines with results in the range (spec document 2, section 7): one row per entity
 * (distinct on entity_id, which PostgreSQL needs to lead the order), non-empty keys only.
 */
export function machineKeysQuery(time: TimeSelection): TableQueryRequest {
  return {
    table: RESULT_ENTITY_TABLE,
    fields: ['entity_id', 'entity.key', 'entity.name'],
    where: allOf(shiftDateWhere(time, 'inclusive'), { entity: { key: { _is_null: false, _neq: '' } } }),
    order_by: [{ entity_id: 'asc' }],
    distinct_on: ['entity_id'],
    limit: MACHINE_KEYS_ROW_LIMIT,
  };
}
