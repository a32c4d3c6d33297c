import { describe, expect, it } from 'vitest';
import type { ComparisonOperator } from './bool-exp';
import type { ColumnDefinition } from './column-definition';
import type { ColumnFilter, TableFilters } from './filter-rules';
import { filtersToWhere, roundFloat } from './filter-where';

const columns: ColumnDefinition<never>[] = [
  { field: 'machine_key', column_type: 'string', header: 'Machine' },
  { field: 'quantity', column_type: 'float', header: 'Quantity' },
  { field: 'id', column_type: 'int', header: 'ID' },
  { field: 'planned', column_type: 'bool', header: 'Planned' },
  { field: 'shift_date', column_type: 'date', header: 'Shift Date' },
  { field: 'schedule.machine_key', column_type: 'string', header: 'Schedule Machine' },
];

const one = (field: string, operator: ComparisonOperator, value: ColumnFilter['rules'][number]['value']): TableFilters => ({
  [field]: { field, match: '_and', rules: [{ operator, value }] },
});

describe('filter rules to a Hasura where (spec 2.5 Filters)', () => {
  it.each<[ComparisonOperator, string, unknown, unknown]>([
    ['_eq', 'machine_key', 'M1', { machine_key: { _eq: 'M1' } }],
    ['_neq', 'machine_key', 'M1', { machine_key: { _neq: 'M1' } }],
    ['_in', 'machine_key', ['M1', 'M2'], { machine_key: { _in: ['M1', 'M2'] } }],
    ['_nin', 'machine_key', ['M1'], { machine_key: { _nin: ['M1'] } }],
    ['_like', 'machine_key', 'M', { machine_key: { _like: '%M%' } }],
    ['_nlike', 'machine_key', 'M', { machine_key: { _nlike: '%M%' } }],
    ['_ilike', 'machine_key', 'press', { machine_key: { _ilike: '%press%' } }],
    ['_nilike', 'machine_key', 'press', { machine_key: { _nilike: '%press%' } }],
    ['_lt', 'id', 5, { id: { _lt: 5 } }],
    ['_lte', 'id', 5, { id: { _lte: 5 } }],
    ['_gt', 'quantity', 1.5, { quantity: { _gt: 1.5 } }],
    ['_gte', 'shift_date', '2025-03-01', { shift_date: { _gte: '2025-03-01' } }],
    ['_is_null', 'planned', true, { planned: { _is_null: true } }],
  ])('operator %s on %s', (op, field, value, where) => {
    expect(filtersToWhere(one(field, op, value as never), columns)).toEqual(where);
  });

  it('a like pattern the user wrote with % is kept as written', () => {
    expect(filtersToWhere(one('machine_key', '_ilike', 'M%1'), columns)).toEqual({ machine_key: { _ilike: 'M%1' } });
  });

  it('rules with an undefined value are skipped', () => {
    const filters: TableFilters = {
      machine_key: { field: 'machine_key', match: '_or', rules: [{ operator: '_eq', value: undefined }, { operator: '_eq', value: 'M2' }] },
      id: { field: 'id', match: '_and', rules: [{ operator: '_gt', value: undefined }] },
    };
    expect(filtersToWhere(filters, columns)).toEqual({ machine_key: { _eq: 'M2' } });
  });

  it('no filters give an empty where (all rows)', () => {
    expect(filtersToWhere({}, columns)).toEqual({});
  });

  it('a column combines its rules with _and or _or, and columns combine with _and', () => {
    const filters: TableFilters = {
      machine_key: { field: 'machine_key', match: '_or', rules: [{ operator: '_eq', value: 'M1' }, { operator: '_eq', value: 'M2' }] },
      quantity: { field: 'quantity', match: '_and', rules: [{ operator: '_gte', value: 1 }, { operator: '_lt', value: 10 }] },
    };
    expect(filtersToWhere(filters, columns)).toEqual({
      _and: [
        { _or: [{ machine_key: { _eq: 'M1' } }, { machine_key: { _eq: 'M2' } }] },
        { _and: [{ quantity: { _gte: 1 } }, { quantity: { _lt: 10 } }] },
      ],
    });
  });

  it('a dotted field filters through its relationship', () => {
    expect(filtersToWhere(one('schedule.machine_key', '_eq', 'M1'), columns)).toEqual({ schedule: { machine_key: { _eq: 'M1' } } });
  });

  it.each([
    [1.123456789012, 1.12345679],
    [0.1 + 0.2, 0.3],
    [-2.000000004, -2],
    [42, 42],
  ])('float values keep at most 8 fraction digits (%d -> %d)', (input, expected) => {
    expect(roundFloat(input)).toBe(expected);
    expect(filtersToWhere(one('quantity', '_eq', input), columns)).toEqual({ quantity: { _eq: expected } });
  });

  it.each<[string, TableFilters, string]>([
    ['unknown column', one('nope', '_eq', 'x'), 'Unknown filter column: nope'],
    ['text on a float column', one('quantity', '_eq', 'abc'), 'Filter on Quantity: enter a number'],
    ['fraction on an int column', one('id', '_eq', 1.5), 'Filter on ID: enter a whole number'],
    ['not a date', one('shift_date', '_eq', '03/01/2025'), 'Filter on Shift Date: enter a date as YYYY-MM-DD'],
    ['_in without a list', one('machine_key', '_in', 'M1'), 'Filter on Machine: _in needs a list of values'],
    ['_eq with a list', one('machine_key', '_eq', ['M1']), 'Filter on Machine: _eq needs a single value'],
    ['_is_null without a boolean', one('planned', '_is_null', 'yes'), "Filter on Planned: 'is empty' needs true or false"],
    ['like on a number column', one('quantity', '_ilike', '1'), 'Filter on Quantity: _ilike does not apply to a float column'],
  ])('bad input gets a clear error: %s', (_case, filters, message) => {
    expect(() => filtersToWhere(filters, columns)).toThrow(message);
  });
});
