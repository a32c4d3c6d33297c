import type { ListRows } from './select-compiler';

/**
 * A root field of an operation: its JSON text, or for a list the rows it is aggregated from.
 *
 * A query's data is answered as rows (f, j), not as one JSON value built by PostgreSQL: each
 * element of a root list comes as its own row of JSON text and the server joins them. Measured for
 * the 3,100-row dashboard (1.9 MB) on PostgreSQL 15, one value took 78 ms, of which about 23 ms
 * built the rows and the rest went into growing and copying the one large value (string_agg, then
 * the object around it); as rows, 25 ms in all, less than the driver takes to decode the same rows
 * read directly (33 ms).
 */
export type RootField = { key: string; json: string } | { key: string; list: ListRows };

/**
 * The data as rows (f, j): root field f's JSON text, or one row per element of a root list, in its
 * order. UNION ALL runs its branches in turn; should PostgreSQL ever run them in parallel workers,
 * an ordered or limited branch still runs in one process (such a subquery has no partial plan), so
 * its rows keep their order among themselves, which is all `assembleRows` relies on (an unordered
 * list has no order to keep).
 */
export const rowsStatement = (roots: readonly RootField[]): string =>
  roots.map((r, f) => ('list' in r ? `SELECT ${f} AS f, ${r.list.s}."__j" AS j FROM (${r.list.inner}) AS ${r.list.s}` : `SELECT ${f} AS f, ${r.json} AS j`)).join(' UNION ALL ');

/**
 * The root fields' names, which the statement does not contain: queries differing only in them run
 * the same statement and share its rows, but not the JSON joined from them.
 */
export const rootNames = (roots: readonly RootField[]): string => roots.map((r) => r.key).join(',');

/** The data JSON text from `rowsStatement`'s rows. */
export function assembleRows(roots: readonly RootField[], rows: ReadonlyArray<{ f: number; j: string }>): string {
  const parts = roots.map(() => [] as string[]);
  for (const r of rows) parts[r.f]!.push(r.j);
  return `{${roots.map((r, f) => `${JSON.stringify(r.key)}:${'list' in r ? `[${parts[f]!.join(',')}]` : parts[f]![0]}`).join(',')}}`;
}
