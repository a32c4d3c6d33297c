import type { EventType } from '../../model';
import { allOf, type BoolExp } from '../bool-exp';
import type { TableQueryRequest } from '../table-query-port';
import { EVENT_ROW_LIMIT } from './query-limits';
import { shiftDateWhere, type TimeSelection } from './time-where';

export const INPUT_EVENT_TABLE = 'bigbrain_inpevent';
export const INPUT_EVENT_FIELDS = [
  'id', 'timestamp', 'machine_key', 'part_name', 'operation', 'shift_date', 'shift_key',
  'type', 'erp_trans', 'quantity', 'reason_name', 'planned', 'end',
];

export interface EventQueryInput {
  /** One machine key, or a list of them. */
  machineKeys: string | readonly string[];
  time: TimeSelection;
  shift?: string | null;
  part?: string | null;
  operation?: string | null;
  types?: readonly EventType[];
  /** Planned or unplanned only; undefined for all. */
  planned?: boolean;
}

/**
 * Raw events (spec document 2, section 7): machine key in the list or equal to the key, shift date
 * the day or within [start, end), upper-cased shift, part, operation, types, planned; newest first.
 */
export function eventQuery(input: EventQueryInput): TableQueryRequest {
  const machine: BoolExp =
    typeof input.machineKeys === 'string' ? { machine_key: { _eq: input.machineKeys } } : { machine_key: { _in: [...input.machineKeys] } };
  return {
    table: INPUT_EVENT_TABLE,
    fields: INPUT_EVENT_FIELDS,
    where: allOf(
      machine,
      shiftDateWhere(input.time, 'exclusive'),
      input.shift ? { shift_key: { _eq: input.shift.toUpperCase() } } : undefined,
      input.part ? { part_name: { _eq: input.part } } : undefined,
      input.operation ? { operation: { _eq: input.operation } } : undefined,
      input.types ? { type: { _in: [...input.types] } } : undefined,
      input.planned === undefined ? undefined : { planned: { _eq: input.planned } },
    ),
    order_by: [{ timestamp: 'desc' }],
    limit: EVENT_ROW_LIMIT,
  };
}
