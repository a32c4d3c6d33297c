import { allOf, atPath, type BoolExp } from './bool-exp';
import type { ColumnDefinition } from './column-definition';
import { filtersToWhere } from './filter-where';
import { sortToOrderBy } from './sort';
import type { TableQueryRequest } from './table-query-port';
import type { TableState } from './table-state';

/** The request for the visible page: the screen's fixed condition and the user's filters, date range, sort and page. */
export function tableRequest(
  table: string,
  columns: readonly ColumnDefinition<never>[],
  state: TableState,
  baseWhere?: BoolExp,
  /** The date field (a path such as schedule.shift_date) the state's date range applies to. */
  rangeField?: string,
): TableQueryRequest {
  const range = rangeField && state.range ? atPath(rangeField, { _gte: state.range.start, _lte: state.range.end }) : undefined;
  const fields = columns.filter((c) => c.column_type !== 'callback').map((c) => c.field);
  return {
    table,
    fields,
    where: allOf(baseWhere, filtersToWhere(state.filters, columns), range),
    order_by: sortToOrderBy(state.sort),
    limit: state.limit,
    offset: state.offset,
  };
}
