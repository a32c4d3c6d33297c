import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { cycleSort, sortToOrderBy, UNSORTED, type SortState } from './sort';

const qty: ColumnDefinition<never> = { field: 'quantity', column_type: 'float', header: 'Qty', sortable: true };
const notes: ColumnDefinition<never> = { field: 'notes', column_type: 'string', header: 'Notes', sortable: false };
const nested: ColumnDefinition<never> = { field: 'schedule.shift_date', column_type: 'date', header: 'Date', sortable: true };

describe('sort cycle (spec 2.4 Table)', () => {
  it.each<[string, SortState, SortState]>([
    ['an unsorted column becomes descending', UNSORTED, { field: 'quantity', direction: 'desc' }],
    ['an ascending column becomes descending', { field: 'quantity', direction: 'asc' }, { field: 'quantity', direction: 'desc' }],
    ['a descending column becomes ascending', { field: 'quantity', direction: 'desc' }, { field: 'quantity', direction: 'asc' }],
    ['another column sorted descending: this one starts descending', { field: 'id', direction: 'desc' }, { field: 'quantity', direction: 'desc' }],
  ])('%s', (_rule, before, after) => {
    expect(cycleSort(before, qty)).toEqual(after);
  });

  it('a non-sortable column is ignored', () => {
    const s: SortState = { field: 'quantity', direction: 'asc' };
    expect(cycleSort(s, notes)).toBe(s);
  });

  it('produces order_by, nested for relationship fields, and none when unsorted', () => {
    expect(sortToOrderBy({ field: 'quantity', direction: 'desc' })).toEqual([{ quantity: 'desc' }]);
    expect(sortToOrderBy(cycleSort(UNSORTED, nested))).toEqual([{ schedule: { shift_date: 'desc' } }]);
    expect(sortToOrderBy(UNSORTED)).toEqual([]);
  });
});
