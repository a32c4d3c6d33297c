import type { Observable } from 'rxjs';
import type { BoolExp } from './bool-exp';
import type { OrderBy } from './sort';
import { serviceToken } from '../platform/service-token';

/** A generic table read (spec document 2, section 7): where, limit, offset, order-by, distinct-on. */
export interface TableQueryRequest {
  /** Tracked table name, e.g. bigbrain_inpevent. */
  table: string;
  /** Fields to select; dotted paths follow relationships. */
  fields: string[];
  where: BoolExp;
  order_by: OrderBy[];
  limit?: number;
  offset?: number;
  distinct_on?: string[];
}

/** How a query runs: a live subscription, polling, or one network-only fetch. */
export type FetchMode = { kind: 'subscription' } | { kind: 'poll'; intervalMs: number } | { kind: 'once' };

/** Subscription when realtime is on, polling when an interval is set, otherwise one network-only query. */
export function fetchModeFor(options: { realtime: boolean; pollIntervalMs?: number }): FetchMode {
  if (options.realtime) return { kind: 'subscription' };
  if (options.pollIntervalMs !== undefined && options.pollIntervalMs > 0) return { kind: 'poll', intervalMs: options.pollIntervalMs };
  return { kind: 'once' };
}

export type TableRow = Record<string, unknown>;

/**
 * Port for reading tables; the workbench's GraphQL adapter implements it. Each form emits once
 * for a one-off query and on every update for polling and subscriptions.
 */
export interface TableQuery {
  rows(request: TableQueryRequest, mode: FetchMode): Observable<TableRow[]>;
  /** Aggregate count of the rows matching `where` (paging fields are ignored). */
  count(request: Omit<TableQueryRequest, 'fields'>, mode: FetchMode): Observable<number>;
  /** Aggregate sums of `sumFields` over the rows matching `where`; null where there are no rows. */
  sum(request: Omit<TableQueryRequest, 'fields'>, sumFields: string[], mode: FetchMode): Observable<Record<string, number | null>>;
}
export const TableQuery = serviceToken<TableQuery>('core.TableQuery');
