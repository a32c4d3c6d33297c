import { describe, expect, it } from 'vitest';
import { defaultInventoryState, isDefaultInventoryState } from './device-settings';
import { inventoryStateFromView, viewFromInventoryState } from './inventory-view';

const partFilter = { field: 'part_name', match: '_and' as const, rules: [{ operator: '_ilike' as const, value: '%gear%' }] };

describe("document 3 §3: the Inventory Data screen's view kept as inventoryState", () => {
  it('a filter and a sort become filterState and sortingState, and read back as the same view', () => {
    const view = { sort: { field: 'qty', direction: 'desc' as const }, filters: { part_name: partFilter } };
    const state = inventoryStateFromView(view, { part_name: 'string' }, defaultInventoryState());
    expect(state.filterState).toEqual([{ id: 'part_name', column: 'part_name', colType: 'string', filterType: '_and', filterValue: partFilter.rules }]);
    expect(state.sortingState).toEqual({ sortedColumn: 'qty', sortOrder: 'desc' });
    expect(isDefaultInventoryState(state)).toBe(false);
    expect(viewFromInventoryState(state)).toEqual(view);
  });

  it("no filter and no sort is 'default'", () => {
    const state = inventoryStateFromView({ sort: { field: null, direction: null }, filters: {} }, {}, defaultInventoryState());
    expect(isDefaultInventoryState(state)).toBe(true);
  });

  it('an unreadable kept entry is dropped, not applied', () => {
    const state = { ...defaultInventoryState(), filterState: [{ id: 'x', column: 'x', colType: 'string', filterType: 'contains', filterValue: 'A' }], sortingState: { sortedColumn: 'qty', sortOrder: 'sideways' } };
    expect(viewFromInventoryState(state)).toEqual({ sort: { field: null, direction: null }, filters: {} });
  });
});
