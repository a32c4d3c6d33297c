import type { Queryable } from '../db/database';

// PostgreSQL accepts at most 65535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row INSERT statements (one round trip per chunk, not per row): the demo
 * plant must seed in seconds on the embedded database. Returns the RETURNING rows, in chunk order.
 */
export async function insertRows<R = Record<string, unknown>>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  returning?: string,
): Promise<R[]> {
  if (columns.length === 0) throw new Error(`insertRows(${table}): no columns`);
  const bad = rows.findIndex((r) => r.length !== columns.length);
  if (bad >= 0) throw new Error(`insertRows(${table}): row ${bad} has ${rows[bad]!.length} values for ${columns.length} columns`);
  const quoted = columns.map((c) => `"${c}"`).join(', ');
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${quoted}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    const result = await db.query<R>(sql, params);
    out.push(...result.rows);
  }
  return out;
}
