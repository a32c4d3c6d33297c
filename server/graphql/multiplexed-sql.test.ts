import { describe, expect, it } from 'vitest';
import { multiplexedSql } from './multiplexed-sql';

describe('multiplexedSql: one statement for many parameter sets of a live query (issue 15)', () => {
  it('reads each cast placeholder from its column of the unnested parameter sets, in order, each set\'s rows numbered with it', () => {
    const m = multiplexedSql(`SELECT 0 AS f, concat('[', $1::"pg_catalog"."int4", ',', $2::"pg_catalog"."text", ']') AS j`, [
      ['1', 'DAY'],
      ['2', null],
    ]);
    expect(m.sql).toBe(
      `SELECT _m.n, _r.* FROM unnest($1::int[], $2::text[], $3::text[]) AS _m(n, p1, p2) CROSS JOIN LATERAL (SELECT 0 AS f, concat('[', _m.p1::"pg_catalog"."int4", ',', _m.p2::"pg_catalog"."text", ']') AS j) AS _r`,
    );
    expect(m.params).toEqual([[0, 1], ['1', '2'], ['DAY', null]]);
  });

  it('refuses a placeholder without a cast, whose type the text column would change', () => {
    expect(() => multiplexedSql('SELECT $1 AS data', [['a'], ['b']])).toThrow(/without a cast/);
  });
});
