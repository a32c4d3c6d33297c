import { allOf, type BoolExp } from './bool-exp';
import type { ColumnDefinition } from './column-definition';
import { filtersToWhere } from './filter-where';
import { sortToOrderBy } from './sort';
import type { TableQueryRequest } from './table-query-port';
import type { TableState } from './table-state';

/** The request for the visible page: the screen's fixed condition and the user's filters, sort and page. */
export function tableRequest(
  table: string,
  columns: readonly ColumnDefinition<never>[],
  state: TableState,
  baseWhere?: BoolExp,
): TableQueryRequest {
  const fields = columns.filter((c) => c.column_type !== 'callback').map((c) => c.field);
  return {
    table,
    fields,
    where: allOf(baseWhere, filtersToWhere(state.filters, columns)),
    order_by: sortToOrderBy(state.sort),
    limit: state.limit,
    offset: state.offset,
  };
}
