import { defer, from, map, Observable, switchMap, timer } from 'rxjs';
import type { FetchMode, TableQuery, TableQueryRequest, TableRow } from '../../../core/table-query';
import { CALLER_RETRIES } from '../../api/graphql-retry';
import type { GraphqlClient } from '../../api/graphql-client';
import { countDocument, rowsDocument, sumDocument, tableVariables, type OperationKind } from '../../../core/table-query/table-documents';

interface GqlResult<T> {
  data?: T | null;
  error?: unknown;
}

/**
 * The TableQuery port over the Hasura-compatible GraphQL API: rows, aggregate count and aggregate
 * sum; a subscription when realtime is on, polling with a set interval, otherwise one network-only
 * query. Retrying is the caller's (see with-retry), so the table can show its error while it retries.
 */
export class GraphqlTableQuery implements TableQuery {
  // The headers of document 2 §7 are the client's own (workbench/adapters/apollo-graphql-client).
  constructor(private readonly client: GraphqlClient) {}

  rows(request: TableQueryRequest, mode: FetchMode): Observable<TableRow[]> {
    return this.run<{ rows: TableRow[] }>((kind) => rowsDocument(kind, request), tableVariables(request, true), mode).pipe(map((d) => d.rows ?? []));
  }

  count(request: Omit<TableQueryRequest, 'fields'>, mode: FetchMode): Observable<number> {
    return this.run<{ agg: { aggregate: { count: number } } }>((kind) => countDocument(kind, request.table), tableVariables(request, false), mode).pipe(
      map((d) => d.agg.aggregate.count),
    );
  }

  sum(request: Omit<TableQueryRequest, 'fields'>, sumFields: string[], mode: FetchMode): Observable<Record<string, number | null>> {
    if (sumFields.length === 0) return from([{}]);
    return this.run<{ agg: { aggregate: { sum: Record<string, number | null> } } }>(
      (kind) => sumDocument(kind, request.table, sumFields),
      tableVariables(request, false),
      mode,
    ).pipe(map((d) => d.agg.aggregate.sum ?? {}));
  }

  private run<T>(document: (kind: OperationKind) => string, variables: Record<string, unknown>, mode: FetchMode): Observable<T> {
    if (mode.kind === 'subscription') return this.subscribe<T>(document('subscription'), variables);
    const once = () => this.queryOnce<T>(document('query'), variables);
    if (mode.kind === 'poll') return timer(0, mode.intervalMs).pipe(switchMap(once));
    return once();
  }

  private queryOnce<T>(text: string, variables: Record<string, unknown>): Observable<T> {
    return defer(async () => {
      // Loaded on first use, with the table's chunk (Apollo stays out of manifests).
      const { gql } = await import('@apollo/client');
      const result = (await this.client.query({ query: gql(text), variables, fetchPolicy: 'network-only', context: { [CALLER_RETRIES]: true } })) as GqlResult<T>;
      if (result.error) throw result.error;
      if (!result.data) throw new Error('The GraphQL answer has no data');
      return result.data;
    });
  }

  private subscribe<T>(text: string, variables: Record<string, unknown>): Observable<T> {
    return new Observable<T>((subscriber) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      void import('@apollo/client').then(({ gql }) => {
        if (closed) return;
        inner = this.client.subscribe<T>({ query: gql(text), variables }).subscribe({
          next: (result) => {
            const r = result as GqlResult<T>;
            if (r.error) subscriber.error(r.error);
            else if (r.data) subscriber.next(r.data);
          },
          error: (e: unknown) => subscriber.error(e),
          complete: () => subscriber.complete(),
        });
      }, (e: unknown) => subscriber.error(e));
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}
