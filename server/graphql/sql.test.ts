import { describe, expect, it } from 'vitest';
import { SqlParams, jsonObject, nameLiteral, quoteIdent } from './sql';

describe('SQL text helpers', () => {
  it('quotes identifiers, doubling embedded quotes', () => {
    expect(quoteIdent('desc')).toBe('"desc"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });

  it.each(["x'y", 'a b', '1abc', "x'); DROP TABLE t; --"])('refuses %s as a JSON key: only GraphQL names become literals', (name) => {
    expect(() => nameLiteral(name)).toThrow(/not a GraphQL name/);
  });

  it('values become numbered, cast parameters', () => {
    const p = new SqlParams();
    expect(p.add('a', 'text')).toBe('$1::text');
    expect(p.add(2)).toBe('$2');
    expect(p.values).toEqual(['a', 2]);
  });

  it('issue 15: objects come from row_to_json of a subquery whose columns are the keys; a key longer than 63 bytes keeps json_build_object', () => {
    const pairs = Array.from({ length: 60 }, (_, i) => [`c${i}`, `t.c${i}`] as const);
    expect(jsonObject(pairs)).toBe(`row_to_json((SELECT _r FROM (SELECT ${pairs.map(([k, v]) => `${v} AS "${k}"`).join(', ')}) AS _r))`);
    const long = 'a'.repeat(64);
    expect(jsonObject([[long, 't.x']])).toBe(`json_build_object('${long}', t.x)`);
    expect(() => jsonObject([[long, 't.x'], ...pairs])).toThrow(/alias longer than 63/);
    expect(jsonObject([])).toBe('json_build_object()');
  });
});
