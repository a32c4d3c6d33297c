import { describe, expect, it } from 'vitest';
import { addRule, canRemoveRule, hasActiveFilters, newColumnFilter, operatorsFor, removeRule, updateRule } from './filter-rules';

describe('filter rules (spec 2.5 Filters)', () => {
  it('a rule can be deleted only when more than one exists', () => {
    const single = newColumnFilter('machine_key', '_eq');
    expect(canRemoveRule(single)).toBe(false);
    expect(() => removeRule(single, 0)).toThrow('A filter needs at least one rule');
    const two = addRule(single, { operator: '_neq', value: 'M9' });
    expect(canRemoveRule(two)).toBe(true);
    expect(removeRule(two, 0).rules).toEqual([{ operator: '_neq', value: 'M9' }]);
  });

  it('editing rules returns a new filter and leaves the old one unchanged', () => {
    const f = newColumnFilter('machine_key', '_eq');
    const g = updateRule(f, 0, { operator: '_eq', value: 'M1' });
    expect(f.rules[0]!.value).toBeUndefined();
    expect(g.rules[0]!.value).toBe('M1');
    expect(() => updateRule(f, 3, { operator: '_eq', value: 'x' })).toThrow('There is no filter rule 4');
  });

  it('Clear Filters shows only when a filter exists (a rule with a value)', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ a: newColumnFilter('a', '_eq') })).toBe(false);
    expect(hasActiveFilters({ a: updateRule(newColumnFilter('a', '_eq'), 0, { operator: '_eq', value: 0 }) })).toBe(true);
  });

  it.each([
    ['string', ['_ilike', '_like', '_nilike', '_eq', '_neq', '_in', '_is_null']],
    ['float', ['_eq', '_neq', '_lt', '_lte', '_gt', '_gte', '_in', '_is_null']],
    ['bool', ['_eq', '_is_null']],
    ['callback', []],
  ] as const)('the filter dialog offers the spec operators that fit a %s column', (type, ops) => {
    expect(operatorsFor(type)).toEqual(ops);
  });
});
