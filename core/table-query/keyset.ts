import { atPath, type BoolExp } from './bool-exp';
import type { OrderBy } from './sort';
import { fieldValue } from '../export/xlsx-cells';

/** One sort key of an order_by: its dotted field path and direction ('asc', 'desc_nulls_last', ...). */
export interface SortKey {
  path: string;
  direction: string;
}

/** The order_by's keys in order, nested relationship sorts ({schedule: {shift_date: 'desc'}}) as dotted paths. */
export function sortKeys(orderBy: readonly OrderBy[]): SortKey[] {
  const keys: SortKey[] = [];
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [field, v] of Object.entries(o)) {
      const path = prefix ? `${prefix}.${field}` : field;
      if (typeof v === 'string') keys.push({ path, direction: v });
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, path);
    }
  };
  for (const o of orderBy) walk(o, '');
  return keys;
}

// PostgreSQL's (and Hasura's) default: ascending puts nulls last, descending puts them first.
const nullsFirst = (direction: string) => direction.endsWith('_nulls_first') || (direction.startsWith('desc') && !direction.endsWith('_nulls_last'));

/** The rows that sort after `value` in one key; null when none can. */
function afterIn(key: SortKey, value: unknown): BoolExp | null {
  if (value === null || value === undefined) return nullsFirst(key.direction) ? atPath(key.path, { _is_null: false }) : null;
  const beyond = atPath(key.path, { [key.direction.startsWith('asc') ? '_gt' : '_lt']: value as string });
  return nullsFirst(key.direction) ? beyond : { _or: [beyond, atPath(key.path, { _is_null: true })] };
}

const equalIn = (key: SortKey, value: unknown): BoolExp => atPath(key.path, value === null || value === undefined ? { _is_null: true } : { _eq: value as string });

/**
 * Keyset paging: the condition for the rows that come after `last` in `orderBy`, whose last key must
 * be unique (the row id), so every row is read once however the rows change between pages and
 * without OFFSET re-reading the rows before the page. Nulls sort as PostgreSQL sorts them.
 */
export function rowsAfter(orderBy: readonly OrderBy[], last: Readonly<Record<string, unknown>>): BoolExp {
  const keys = sortKeys(orderBy);
  const branches: BoolExp[] = [];
  keys.forEach((key, k) => {
    const after = afterIn(key, fieldValue(last, key.path));
    if (after) branches.push({ _and: [...keys.slice(0, k).map((prev) => equalIn(prev, fieldValue(last, prev.path))), after] });
  });
  return { _or: branches };
}
