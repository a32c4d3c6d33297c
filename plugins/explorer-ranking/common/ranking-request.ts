import type { MachineUnder } from '../../../core/oee';
import { TOTAL_FIELDS } from '../../../core/oee';
import { allOf, DASHBOARD_ROW_LIMIT, RESULT_ENTITY_TABLE, shiftDateWhere, type TableQueryRequest } from '../../../core/table-query';
import type { ScopeTime } from './previous-period';

/** The shift rows that hold a whole day: the engine writes one SUMMARY row per machine and date. */
export const SUMMARY_SHIFT_KEY = 'SUMMARY';

/**
 * The machines' result rows (bigbrain_resentity) for a day or range: the chosen shift's rows, or
 * the SUMMARY rows while shifts are combined (each shift's rows as well would count the day twice).
 */
export function rankingRowsRequest(machines: readonly MachineUnder[], time: ScopeTime, shift: string | null): TableQueryRequest {
  return {
    table: RESULT_ENTITY_TABLE,
    fields: ['shift_date', 'shift_key', 'entity.euid', ...TOTAL_FIELDS],
    where: allOf(
      shiftDateWhere(time, 'inclusive'),
      { entity: { euid: { _in: machines.map((m) => m.euid) } } },
      { shift_key: { _eq: shift ? shift.toUpperCase() : SUMMARY_SHIFT_KEY } },
    ),
    order_by: [{ shift_date: 'asc' }],
    limit: DASHBOARD_ROW_LIMIT,
  };
}
