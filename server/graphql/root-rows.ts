import { jsonObject } from './sql';
import { listArray, type ListRows } from './select-compiler';

/**
 * A root field of an operation: its JSON text, or for a list the rows it is aggregated from.
 *
 * A query's data is answered from one statement in either of two forms. As one JSON value (`data`),
 * PostgreSQL concatenates every row into one text: measured for the 3,100-row dashboard (1.9 MB) on
 * PostgreSQL 15, 78 ms, of which about 23 ms built the rows and the rest went into growing and
 * copying the one large value (string_agg, then the object around it). As rows (`rows`), each
 * element of a root list comes as its own row of JSON text and the server joins them: 25 ms in all,
 * less than the driver takes to decode the same rows read directly (33 ms).
 */
export type RootField = { key: string; json: string } | { key: string; list: ListRows };

/** The data as one JSON value, in column "data" (live queries compare and multiplex it whole). */
export const dataStatement = (roots: readonly RootField[]): string =>
  `SELECT ${jsonObject(roots.map((r) => [r.key, 'list' in r ? listArray(r.list) : r.json]))} AS data`;

/**
 * The data as rows (f, j): root field f's JSON text, or one row per element of a root list, in its
 * order. UNION ALL runs its branches in turn; should PostgreSQL ever run them in parallel workers,
 * each branch still runs in one process (an ordered subquery has no partial plan), so its rows keep
 * their order among themselves, which is all `assembleRows` relies on.
 */
export const rowsStatement = (roots: readonly RootField[]): string =>
  roots.map((r, f) => ('list' in r ? `SELECT ${f} AS f, ${r.list.s}."__j" AS j FROM (${r.list.inner}) AS ${r.list.s}` : `SELECT ${f} AS f, ${r.json} AS j`)).join(' UNION ALL ');

/** The data JSON text from `rowsStatement`'s rows. */
export function assembleRows(roots: readonly RootField[], rows: ReadonlyArray<{ f: number; j: string }>): string {
  const parts = roots.map(() => [] as string[]);
  for (const r of rows) parts[r.f]!.push(r.j);
  return `{${roots.map((r, f) => `${JSON.stringify(r.key)}:${'list' in r ? `[${parts[f]!.join(',')}]` : parts[f]![0]}`).join(',')}}`;
}
