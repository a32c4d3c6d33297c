import { EXPORT_LIMIT_TOAST, EXPORT_ROW_LIMIT } from '../errors';
import type { ColumnDefinition } from './column-definition';
import { isHiddenColumn } from './column-definition';
import type { OrderBy } from './sort';
import type { TableQueryRequest } from './table-query-port';

/** Rows an export fetches per request: the file is written page by page, never all rows at once. */
export const EXPORT_PAGE_ROWS = 10_000;

/** The warning toast to show instead of exporting `count` rows, or null when the export may go ahead. */
export function exportLimitWarning(count: number): typeof EXPORT_LIMIT_TOAST | null {
  return count > EXPORT_ROW_LIMIT ? EXPORT_LIMIT_TOAST : null;
}

/** Full-dump export: the table's filter and sort, from the first row up to the limit, non-hidden columns only. */
export function exportRequest(request: TableQueryRequest, columns: readonly ColumnDefinition<never>[]): TableQueryRequest {
  const fields = columns.filter((c) => !isHiddenColumn(c) && c.column_type !== 'callback').map((c) => c.field);
  return { ...request, fields, offset: 0, limit: EXPORT_ROW_LIMIT };
}

/**
 * The page requests of an export of `count` rows (at most the limit): the export request in pages
 * of `pageRows`, its order made total by the row id last, so no row is written twice or skipped
 * between pages.
 */
export function exportPageRequests(request: TableQueryRequest, count: number, pageRows = EXPORT_PAGE_ROWS): TableQueryRequest[] {
  const rows = Math.min(count, EXPORT_ROW_LIMIT);
  const order_by = totalOrder(request.order_by);
  const pages: TableQueryRequest[] = [];
  for (let offset = 0; offset < rows; offset += pageRows) pages.push({ ...request, order_by, offset, limit: Math.min(pageRows, rows - offset) });
  return pages;
}

/** An order made total by the row id last (unless the sort already has it): pages neither repeat nor skip a row. */
export function totalOrder(orderBy: readonly OrderBy[]): OrderBy[] {
  return orderBy.some((o) => 'id' in o) ? [...orderBy] : [...orderBy, { id: 'asc' }];
}
