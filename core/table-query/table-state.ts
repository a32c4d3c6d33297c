import type { ColumnDefinition } from './column-definition';
import type { TableFilters } from './filter-rules';
import { orderDateRange, type DateRange } from './date-range';
import { cycleSort, UNSORTED, type SortState } from './sort';

/** Page sizes the paginator offers, and the default (spec document 2, section 9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function isPageSize(n: unknown): n is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(n);
}

/** What a table asks the server for: page, sort, filters, and whether it runs live. */
export interface TableState {
  limit: PageSize;
  offset: number;
  sort: SortState;
  filters: TableFilters;
  /** The date range of a table that offers one (YYYY-MM-DD, both ends included); null: all dates. */
  range: DateRange | null;
  realtime: boolean;
}

export const INITIAL_TABLE_STATE: TableState = Object.freeze({
  limit: DEFAULT_PAGE_SIZE,
  offset: 0,
  sort: UNSORTED,
  filters: Object.freeze({}),
  range: null,
  realtime: false,
});

/** A header click: cycles the sort and goes back to the first page; non-sortable columns change nothing. */
export function sortTable(state: TableState, column: ColumnDefinition<never>): TableState {
  const sort = cycleSort(state.sort, column);
  return sort === state.sort ? state : { ...state, sort, offset: 0 };
}

/** Applying (or clearing) filters goes back to the first page. */
export function filterTable(state: TableState, filters: TableFilters): TableState {
  return { ...state, filters, offset: 0 };
}

/** Clear Filters clears the date range too: both narrow what the table shows. */
export function clearTableFilters(state: TableState): TableState {
  return { ...filterTable(state, {}), range: null };
}

/** Document 2 §4: a date range keeps itself ordered (the moved end pulls the other along); back to the first page. */
export function setTableDateRange(state: TableState, range: DateRange | null, moved: 'start' | 'end' = 'start'): TableState {
  return { ...state, range: range && orderDateRange(range, moved), offset: 0 };
}

export function setPageSize(state: TableState, limit: number): TableState {
  if (!isPageSize(limit)) throw new Error(`Page size must be one of ${PAGE_SIZES.join(', ')}`);
  return { ...state, limit, offset: 0 };
}

/** Moves to a zero-based page. */
export function goToPage(state: TableState, page: number): TableState {
  if (!Number.isInteger(page) || page < 0) throw new Error('Page must be a whole number of 0 or more');
  return { ...state, offset: page * state.limit };
}

export function setRealtime(state: TableState, realtime: boolean): TableState {
  return { ...state, realtime };
}
