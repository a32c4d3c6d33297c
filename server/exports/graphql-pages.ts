import { countDocument, rowsAfter, rowsDocument, sortKeys, tableVariables, totalOrder, type BoolExp, type OrderBy, type TableRow } from '../../core/table-query';
import type { GraphqlEngine } from '../graphql/engine';
import { HasuraError } from '../graphql/hasura-error';
import type { Session } from '../graphql/session';
import { HttpError } from '../http/context';

/** Rows read per statement: small enough that the rows of a page are little memory, large enough that 100,000 rows are 50 statements. */
export const EXPORT_BATCH_ROWS = 2000;

/**
 * A query run as the signed-in user through the GraphQL engine, so the export sees what that
 * user's GraphQL query sees: the role's columns and row filter (another company's rows never) and
 * its limits. A table the role may not read is 403; a bad where or order_by 400.
 */
async function queryAs(engine: GraphqlEngine, session: Session, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  let prepared;
  try {
    prepared = engine.prepare({ query, variables }, session);
  } catch (e) {
    if (!(e instanceof HasuraError)) throw e;
    // The role's schema has no such table (or field): the user may not read it.
    if (/not found in type: 'query_root'/.test(e.message)) throw new HttpError(403, `Your role may not read this report (${e.message}).`);
    throw new HttpError(400, `The export's filter or sort is not valid: ${e.message}`);
  }
  if (prepared.kind !== 'sql') throw new HttpError(400, 'Not a query');
  return JSON.parse(await engine.data(prepared, session)) as Record<string, unknown>;
}

export interface ExportQuery {
  table: string;
  fields: string[];
  where: BoolExp;
  order_by: OrderBy[];
}

/** How many rows the export holds: the table's aggregate count, as the screen's count is. */
export async function countRows(engine: GraphqlEngine, session: Session, q: ExportQuery): Promise<number> {
  const data = await queryAs(engine, session, countDocument('query', q.table), tableVariables({ ...q, order_by: [] }, false));
  return (data['agg'] as { aggregate: { count: number } }).aggregate.count;
}

/**
 * The rows in the export's order, batch by batch: keyset pages (the rows after the last one read, in
 * an order made total by the id), so each statement reads its batch only, and a stopped reader
 * (`stopped()` true: the client went away) ends the reading before the next statement.
 */
export async function* rowBatches(engine: GraphqlEngine, session: Session, q: ExportQuery, maxRows: number, stopped: () => boolean): AsyncGenerator<TableRow[]> {
  const order_by = totalOrder(q.order_by);
  // The keyset needs the sort's values and the id of the last row, exported or not.
  const fields = [...new Set([...q.fields, ...sortKeys(order_by).map((k) => k.path)])];
  let last: TableRow | undefined;
  for (let read = 0; read < maxRows && !stopped(); ) {
    const where = last ? { _and: [q.where, rowsAfter(order_by, last)] } : q.where;
    const request = { table: q.table, fields, where, order_by, limit: Math.min(EXPORT_BATCH_ROWS, maxRows - read) };
    const rows = ((await queryAs(engine, session, rowsDocument('query', request), tableVariables(request, true)))['rows'] ?? []) as TableRow[];
    if (rows.length === 0) return;
    read += rows.length;
    last = rows[rows.length - 1];
    yield rows;
    if (rows.length < request.limit) return;
  }
}
