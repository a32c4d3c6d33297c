/** A placeholder as the compiler writes every one: with a cast ($3::"pg_catalog"."date"). */
const CAST_PLACEHOLDER = /\$(\d+)(?=::)/g;

/**
 * One statement answering a compiled query for many parameter sets (Hasura's multiplexed live
 * queries): the query becomes a LATERAL subquery evaluated once per row of an unnest() of the
 * parameter sets, each placeholder reading its column as text and keeping its own cast. Answers the
 * query's rows (f, j) with n, the index of their parameter set, before them; each set's rows come
 * together and in their order (a nested loop over the sets). Throws for a statement with an uncast
 * placeholder.
 */
export function multiplexedSql(sql: string, paramSets: readonly (readonly unknown[])[]): { sql: string; params: unknown[] } {
  const body = sql.replace(CAST_PLACEHOLDER, (_, n: string) => `_m.p${n}`);
  if (/\$\d/.test(body)) throw new Error('a placeholder without a cast cannot be multiplexed');
  const width = paramSets[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, i) => `p${i + 1}`);
  const arrays = ['$1::int[]', ...columns.map((_, i) => `$${i + 2}::text[]`)];
  return {
    sql: `SELECT _m.n, _r.* FROM unnest(${arrays.join(', ')}) AS _m(${['n', ...columns].join(', ')}) CROSS JOIN LATERAL (${body}) AS _r`,
    params: [paramSets.map((_, i) => i), ...columns.map((_, i) => paramSets.map((p) => (p[i] === null || p[i] === undefined ? null : String(p[i]))))],
  };
}
