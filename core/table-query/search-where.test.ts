import { describe, expect, it } from 'vitest';
import { searchWhere } from './search-where';

describe('dropdown search (spec 3.5)', () => {
  it.each([
    ['LIKE searches contains, case-insensitive', 'LIKE', 'press', { name: { _ilike: '%press%' } }],
    ['EQUALS searches the exact value', 'EQUALS', 'Press 1', { name: { _eq: 'Press 1' } }],
    ['an empty search matches everything', 'LIKE', '  ', {}],
  ] as const)('%s', (_rule, mode, text, where) => {
    expect(searchWhere('name', text, mode)).toEqual(where);
  });
});
