import { z } from 'zod';
import { TABLE_REMEMBERED_FILTERS } from '../errors';
import type { KeyValueStore } from '../platform';
import { COMPARISON_OPERATORS, LOGICAL_OPERATORS } from './bool-exp';
import type { TableFilters } from './filter-rules';
import { hasActiveFilters } from './filter-rules';
import type { DateRange } from './date-range';
import type { SortState } from './sort';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from './table-state';

/** What a table remembers per route: columns, order, filter and date range for the session; limit and realtime for the device. */
export interface TableSettings {
  /** Visible column fields in display order; null means the screen's default columns. */
  columns: string[] | null;
  sort: SortState;
  filters: TableFilters;
  range: DateRange | null;
  limit: PageSize;
  realtime: boolean;
}

export interface LoadedTableSettings {
  settings: TableSettings;
  /** 'Using previously entered report filters...' when remembered filters were applied. */
  message: string | null;
}

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const sessionPart = z.object({
  columns: z.array(z.string()).nullable(),
  sort: z.object({ field: z.string().nullable(), direction: z.enum(['asc', 'desc']).nullable() }),
  filters: z.record(
    z.string(),
    z.object({
      field: z.string(),
      match: z.enum(LOGICAL_OPERATORS),
      rules: z.array(z.object({ operator: z.enum(COMPARISON_OPERATORS), value: z.union([scalar, z.array(scalar)]).optional() })).min(1),
    }),
  ),
  range: z.object({ start: isoDay, end: isoDay }).nullable().optional(),
});
const localPart = z.object({
  limit: z.custom<PageSize>(isPageSize),
  realtime: z.boolean(),
});

export const DEFAULT_TABLE_SETTINGS: TableSettings = Object.freeze({
  columns: null,
  sort: Object.freeze({ field: null, direction: null }),
  filters: Object.freeze({}),
  range: null,
  limit: DEFAULT_PAGE_SIZE,
  realtime: false,
});

function read<T>(store: KeyValueStore, key: string, schema: z.ZodType<T>): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const r = schema.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null; // unreadable stored state is ignored, like a missing one
  }
}

/** Remembers table settings per route through the KeyValueStore port. */
export class TableSettingsStore {
  constructor(
    private readonly session: KeyValueStore,
    private readonly local: KeyValueStore,
  ) {}

  static key(route: string): string {
    return `table-settings:${route}`;
  }

  load(route: string): LoadedTableSettings {
    const key = TableSettingsStore.key(route);
    const s = read(this.session, key, sessionPart);
    const l = read(this.local, key, localPart);
    const settings: TableSettings = {
      columns: s?.columns ?? null,
      sort: s?.sort ?? DEFAULT_TABLE_SETTINGS.sort,
      filters: (s?.filters as TableFilters | undefined) ?? {},
      range: s?.range ?? null,
      limit: l?.limit ?? DEFAULT_PAGE_SIZE,
      realtime: l?.realtime ?? false,
    };
    return { settings, message: hasActiveFilters(settings.filters) || settings.range ? TABLE_REMEMBERED_FILTERS : null };
  }

  save(route: string, settings: TableSettings): void {
    const key = TableSettingsStore.key(route);
    this.session.setItem(key, JSON.stringify({ columns: settings.columns, sort: settings.sort, filters: settings.filters, range: settings.range }));
    this.local.setItem(key, JSON.stringify({ limit: settings.limit, realtime: settings.realtime }));
  }

  clear(route: string): void {
    const key = TableSettingsStore.key(route);
    this.session.removeItem(key);
    this.local.removeItem(key);
  }
}
