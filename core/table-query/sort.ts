import { nestPath } from './bool-exp';
import type { ColumnDefinition } from './column-definition';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string | null;
  direction: SortDirection | null;
}

export const UNSORTED: SortState = Object.freeze({ field: null, direction: null });

/** Hasura order_by entries: `{ field: 'asc' }`, nested for dotted relationship paths. */
export type OrderBy = Record<string, unknown>;

/**
 * A header click (spec document 2, section 4): an unsorted or ascending column becomes descending,
 * a descending column ascending; a non-sortable column leaves the sort as it was.
 */
export function cycleSort(state: SortState, column: ColumnDefinition<never>): SortState {
  if (!column.sortable) return state;
  const descending = state.field === column.field && state.direction === 'desc';
  return { field: column.field, direction: descending ? 'asc' : 'desc' };
}

export function sortToOrderBy(state: SortState): OrderBy[] {
  if (state.field === null || state.direction === null) return [];
  return [nestPath(state.field, state.direction)];
}
