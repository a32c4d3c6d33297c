import type { ColumnFilter, ColumnType, SortState, TableFilters } from '../table-query';
import { COMPARISON_OPERATORS, LOGICAL_OPERATORS } from '../table-query';
import { defaultInventoryState, type InventoryFilter, type InventoryState } from './device-settings';

/** The Inventory Data table's view as the data table holds it: sort and filters by field. */
export interface InventoryTableView {
  sort: SortState;
  filters: TableFilters;
}

/**
 * The table's view as document 3 §3's inventoryState: each column filter becomes a filterState
 * entry (id and column = the field, colType = its column type, filterType = how its rules combine,
 * filterValue = the rules); the sort becomes sortingState. The screen has no part, site, location,
 * lot or reference pickers (README "Inventory features left out"), so the selections stay as they were.
 */
export function inventoryStateFromView(view: InventoryTableView, types: Readonly<Record<string, ColumnType>>, kept: InventoryState): InventoryState {
  const filterState: InventoryFilter[] = Object.values(view.filters).map((f) => ({
    id: f.field,
    column: f.field,
    colType: types[f.field] ?? 'string',
    filterType: f.match,
    filterValue: f.rules,
  }));
  const sorted = view.sort.field !== null && view.sort.direction !== null;
  return {
    ...kept,
    filterState,
    sortingState: sorted ? { sortedColumn: view.sort.field!, sortOrder: view.sort.direction! } : { sortedColumn: '', sortOrder: '' },
  };
}

/** The kept inventoryState as the table's view; entries that are not a readable filter or sort are dropped. */
export function viewFromInventoryState(state: InventoryState = defaultInventoryState()): InventoryTableView {
  const filters: Record<string, ColumnFilter> = {};
  for (const f of state.filterState) {
    const rules = Array.isArray(f.filterValue) ? (f.filterValue as ColumnFilter['rules']).filter((r) => (COMPARISON_OPERATORS as readonly string[]).includes(r?.operator)) : [];
    if (!f.column || rules.length === 0 || !(LOGICAL_OPERATORS as readonly string[]).includes(f.filterType)) continue;
    filters[f.column] = { field: f.column, match: f.filterType as ColumnFilter['match'], rules };
  }
  const { sortedColumn, sortOrder } = state.sortingState;
  const sort: SortState = sortedColumn && (sortOrder === 'asc' || sortOrder === 'desc') ? { field: sortedColumn, direction: sortOrder } : { field: null, direction: null };
  return { sort, filters };
}
