import { describe, expect, it } from 'vitest';
import { SqlParams, jsonArrayAgg, jsonNameLiteral, jsonObject, jsonValue, nameLiteral, quoteIdent } from './sql';

describe('SQL text helpers', () => {
  it('quotes identifiers, doubling embedded quotes', () => {
    expect(quoteIdent('desc')).toBe('"desc"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });

  it.each(["x'y", 'a b', '1abc', "x'); DROP TABLE t; --"])('refuses %s as a JSON key: only GraphQL names become literals', (name) => {
    expect(() => nameLiteral(name)).toThrow(/not a GraphQL name/);
    expect(() => jsonObject([[name, "'1'"]])).toThrow(/not a GraphQL name/);
    expect(() => jsonNameLiteral(name)).toThrow(/not a GraphQL name/);
  });

  it('values become numbered, cast parameters', () => {
    const p = new SqlParams();
    expect(p.add('a', 'text')).toBe('$1::text');
    expect(p.add(2)).toBe('$2');
    expect(p.values).toEqual(['a', 2]);
  });

  it('issue 15: objects and arrays are concatenated JSON text, keys in the given order', () => {
    expect(jsonObject([['a', "'1'"], ['b', "'true'"]])).toBe(`('{"a":' || '1' || ',"b":' || 'true' || '}')`);
    expect(jsonObject([])).toBe(`'{}'`);
    expect(jsonArrayAgg('s.j')).toBe(`('[' || COALESCE(string_agg(s.j, ','), '') || ']')`);
    expect(jsonArrayAgg('s.j', 's.n')).toBe(`('[' || COALESCE(string_agg(s.j, ',' ORDER BY s.n), '') || ']')`);
    expect(jsonValue('int4', 't.x')).toBe(`COALESCE((t.x)::text, 'null')`);
    expect(jsonValue('text', 't.x')).toBe(`COALESCE(to_json(t.x)::text, 'null')`);
  });
});
