import { describe, expect, it } from 'vitest';
import { assembleRows, type RootField } from './root-rows';

const roots: RootField[] = [
  { key: 'machines', list: { inner: 'SELECT 1', s: '_s1' } },
  { key: 'count', json: `'{"aggregate":{"count":2}}'` },
  { key: 'events', list: { inner: 'SELECT 2', s: '_s2' } },
];

describe('issue 15: a query answered as rows', () => {
  it('joins each root list from its rows in the order they came, even interleaved with another branch', () => {
    const rows = [
      { f: 0, j: '{"id":3}' },
      { f: 2, j: '{"e":9}' },
      { f: 1, j: '{"aggregate":{"count":2}}' },
      { f: 0, j: '{"id":1}' },
      { f: 2, j: '{"e":8}' },
    ];
    expect(JSON.parse(assembleRows(roots, rows))).toEqual({ machines: [{ id: 3 }, { id: 1 }], count: { aggregate: { count: 2 } }, events: [{ e: 9 }, { e: 8 }] });
  });

  it('answers an empty list for a root list without rows', () => {
    expect(assembleRows(roots, [{ f: 1, j: 'null' }])).toBe('{"machines":[],"count":null,"events":[]}');
  });

});
