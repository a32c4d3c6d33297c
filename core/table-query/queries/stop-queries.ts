import { allOf } from '../bool-exp';
import type { TableQueryRequest } from '../table-query-port';
import { INPUT_EVENT_FIELDS, INPUT_EVENT_TABLE } from './event-query';
import { EVENT_ROW_LIMIT } from './query-limits';

export interface StopsOverlappingInput {
  machineKeys: readonly string[];
  /** Epoch ms: the stops reaching into [from, to). */
  from: number;
  to: number;
  part?: string | null;
  operation?: string | null;
}

/**
 * The machines' stops (DOWN events) reaching into [from, to), however long ago they began: begun
 * before `to`, and still open or ended after `from` (core/oee/counted-downtime.ts: a long stop counts
 * in every scheduled window it covers). Not by shift date: a stop's shift date is where it began.
 */
export function stopsOverlappingQuery(input: StopsOverlappingInput): TableQueryRequest {
  return {
    table: INPUT_EVENT_TABLE,
    fields: INPUT_EVENT_FIELDS,
    where: allOf(
      { machine_key: { _in: [...input.machineKeys] } },
      { type: { _eq: 'DOWN' } },
      { timestamp: { _lt: new Date(input.to).toISOString() } },
      { _or: [{ end: { _is_null: true } }, { end: { _gt: new Date(input.from).toISOString() } }] },
      input.part ? { part_name: { _eq: input.part } } : undefined,
      input.operation ? { operation: { _eq: input.operation } } : undefined,
    ),
    order_by: [{ timestamp: 'desc' }],
    limit: EVENT_ROW_LIMIT,
  };
}

export const INPUT_SCHEDULE_TABLE = 'bigbrain_inpschedule';

/** The machines' production schedules of shift dates [first, last]: which shift windows were scheduled to produce. */
export function scheduledWindowsQuery(machineKeys: readonly string[], first: string, last: string): TableQueryRequest {
  return {
    table: INPUT_SCHEDULE_TABLE,
    fields: ['machine_key', 'shift_date', 'shift_key'],
    where: allOf({ machine_key: { _in: [...machineKeys] } }, { shift_date: { _gte: first, _lte: last } }),
    order_by: [{ shift_date: 'asc' }],
    limit: EVENT_ROW_LIMIT,
  };
}
