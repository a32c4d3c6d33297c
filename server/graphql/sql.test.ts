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

  it('builds wide objects with row_to_json, since PostgreSQL functions take at most 100 arguments', () => {
    const pairs = Array.from({ length: 51 }, (_, i) => [`c${i}`, `t.c${i}`] as const);
    expect(jsonObject(pairs.slice(0, 50))).toMatch(/^json_build_object\(/);
    expect(jsonObject(pairs)).toMatch(/^\(SELECT row_to_json/);
  });
});
