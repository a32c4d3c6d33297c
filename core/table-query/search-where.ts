import type { BoolExp } from './bool-exp';
import { atPath } from './bool-exp';

/** Dropdown search modes (spec document 3, section 5): LIKE is contains, case-insensitive; EQUALS is exact. */
export type SearchMode = 'LIKE' | 'EQUALS';

/** The where of a searchable dropdown; an empty search matches everything. */
export function searchWhere(field: string, text: string, mode: SearchMode): BoolExp {
  const t = text.trim();
  if (t === '') return {};
  return atPath(field, mode === 'LIKE' ? { _ilike: `%${t}%` } : { _eq: t });
}
