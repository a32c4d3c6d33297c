/** Document 3 §5: the dropdown search is LIKE (contains, case-insensitive) or EQUALS. */
export type SearchMode = 'LIKE' | 'EQUALS';

export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_STEP = 10;
export const LOAD_MORE_LABEL = 'Click to Load More Options...';
export const LOADING_CLEAR_MS = 1000;

export type Where = Record<string, unknown>;

/** LIKE's wildcards in the user's text are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The where of one search (document 3 §7: _and, _eq, _ilike with %text%); empty text = the base filter only. */
export function dropdownWhere(searchField: string, text: string, mode: SearchMode, base?: Where): Where {
  const t = text.trim();
  const parts: Where[] = base ? [base] : [];
  if (t) parts.push({ [searchField]: mode === 'LIKE' ? { _ilike: `%${escapeLike(t)}%` } : { _eq: t } });
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0]! : { _and: parts };
}

/** One query: the page of options and the total count (Hasura's _aggregate). */
export function dropdownQuery(table: string, fields: readonly string[], orderField: string): string {
  return `query GqlDropdown($where: ${table}_bool_exp!, $limit: Int!) {
  options: ${table}(where: $where, order_by: {${orderField}: asc}, limit: $limit) { ${[...new Set(fields)].join(' ')} }
  total: ${table}_aggregate(where: $where) { aggregate { count } }
}`;
}
