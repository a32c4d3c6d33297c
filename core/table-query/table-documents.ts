import type { TableQueryRequest } from './table-query-port';
import { selectionSet } from './selection-set';

export type OperationKind = 'query' | 'subscription';

/** Hasura argument declarations shared by the three forms. */
function args(table: string): { decl: string; use: string } {
  return {
    decl: `$where: ${table}_bool_exp, $order_by: [${table}_order_by!], $limit: Int, $offset: Int, $distinct_on: [${table}_select_column!]`,
    use: 'where: $where, order_by: $order_by, limit: $limit, offset: $offset, distinct_on: $distinct_on',
  };
}

/** Only the variables a request sets: an absent limit means all rows, not limit null. */
export function tableVariables(request: Omit<TableQueryRequest, 'fields'>, paged: boolean): Record<string, unknown> {
  const v: Record<string, unknown> = { where: request.where };
  if (request.order_by.length > 0) v.order_by = request.order_by;
  if (request.distinct_on && request.distinct_on.length > 0) v.distinct_on = request.distinct_on;
  if (paged && request.limit !== undefined) v.limit = request.limit;
  if (paged && request.offset !== undefined) v.offset = request.offset;
  return v;
}

/** The rows form: where, order_by, limit, offset, distinct_on. */
export function rowsDocument(kind: OperationKind, request: TableQueryRequest): string {
  const a = args(request.table);
  return `${kind} TableRows(${a.decl}) { rows: ${request.table}(${a.use}) { ${selectionSet(request.fields)} } }`;
}

/** The aggregate count form (paging ignored: the count of every matching row). */
export function countDocument(kind: OperationKind, table: string): string {
  const a = args(table);
  return `${kind} TableCount(${a.decl}) { agg: ${table}_aggregate(${a.use}) { aggregate { count } } }`;
}

/** The aggregate sum form over the columns whose definition asks for a footer sum. */
export function sumDocument(kind: OperationKind, table: string, sumFields: readonly string[]): string {
  const a = args(table);
  return `${kind} TableSum(${a.decl}) { agg: ${table}_aggregate(${a.use}) { aggregate { sum { ${sumFields.join(' ')} } } } }`;
}
