import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { newColumnFilter } from './filter-rules';
import { DEFAULT_PAGE_SIZE, filterTable, goToPage, INITIAL_TABLE_STATE, PAGE_SIZES, setPageSize, sortTable } from './table-state';

const qty: ColumnDefinition<never> = { field: 'quantity', column_type: 'float', header: 'Qty', sortable: true };
const notes: ColumnDefinition<never> = { field: 'notes', column_type: 'string', header: 'Notes' };
const page3 = goToPage(INITIAL_TABLE_STATE, 3);

describe('table paging (spec 2.4 and 2.9)', () => {
  it('page sizes are 10, 25, 50 and 100 with default 10', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(INITIAL_TABLE_STATE.limit).toBe(10);
  });

  it('going to a page sets the offset from the page size', () => {
    expect(page3.offset).toBe(30);
    expect(goToPage(setPageSize(INITIAL_TABLE_STATE, 25), 2).offset).toBe(50);
  });

  it('sorting resets the offset to 0', () => {
    const sorted = sortTable(page3, qty);
    expect(sorted.offset).toBe(0);
    expect(sorted.sort).toEqual({ field: 'quantity', direction: 'desc' });
  });

  it('clicking a non-sortable header changes nothing, the page included', () => {
    expect(sortTable(page3, notes)).toBe(page3);
  });

  it('applying a filter resets the offset to 0', () => {
    const f = filterTable(page3, { notes: newColumnFilter('notes', '_ilike') });
    expect(f.offset).toBe(0);
    expect(Object.keys(f.filters)).toEqual(['notes']);
  });

  it.each([[0], [20], [1000]])('a page size of %d is refused and the state is unchanged', (n) => {
    expect(() => setPageSize(page3, n)).toThrow('Page size must be one of 10, 25, 50, 100');
    expect(page3.limit).toBe(10);
  });

  it.each([[-1], [1.5]])('page %d is refused', (p) => {
    expect(() => goToPage(page3, p)).toThrow('Page must be a whole number of 0 or more');
  });
});
