import { EXPORT_LIMIT_TOAST, EXPORT_ROW_LIMIT } from '../errors';
import type { ColumnDefinition } from './column-definition';
import { isHiddenColumn } from './column-definition';
import type { TableQueryRequest } from './table-query-port';

/** The warning toast to show instead of exporting `count` rows, or null when the export may go ahead. */
export function exportLimitWarning(count: number): typeof EXPORT_LIMIT_TOAST | null {
  return count > EXPORT_ROW_LIMIT ? EXPORT_LIMIT_TOAST : null;
}

/** Full-dump export: the table's filter and sort, from the first row up to the limit, non-hidden columns only. */
export function exportRequest(request: TableQueryRequest, columns: readonly ColumnDefinition<never>[]): TableQueryRequest {
  const fields = columns.filter((c) => !isHiddenColumn(c) && c.column_type !== 'callback').map((c) => c.field);
  return { ...request, fields, offset: 0, limit: EXPORT_ROW_LIMIT };
}
