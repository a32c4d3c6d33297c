import { allOf } from '../bool-exp';
import type { TableQueryRequest } from '../table-query-port';
import { RESULT_ENTITY_FIELDS, RESULT_ENTITY_TABLE } from './dashboard-query';
import { MAP_ROW_LIMIT } from './query-limits';
import { shiftDateWhere, shiftKeyWhere, type ShiftSelection, type TimeSelection } from './time-where';

/** Result rows for the machines placed on a map (spec document 2, section 7): limit 99999. */
export function mapQuery(input: { time: TimeSelection; machineKeys: readonly string[] } & ShiftSelection): TableQueryRequest {
  return {
    table: RESULT_ENTITY_TABLE,
    fields: RESULT_ENTITY_FIELDS,
    where: allOf(shiftDateWhere(input.time, 'inclusive'), { entity: { key: { _in: [...input.machineKeys] } } }, shiftKeyWhere(input)),
    order_by: [{ shift_date: 'asc' }],
    limit: MAP_ROW_LIMIT,
  };
}
