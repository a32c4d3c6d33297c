/** data-testids of the MRP report; tests/e2e/selectors re-exports them. */
export const mrpIds = {
  page: 'mrp-page',
  table: 'mrp-table',
  warnings: 'mrp-warnings',
  detail: 'mrp-detail',
  filter: (key: string) => `mrp-filter-${key}`,
  cell: (part: string, row: 'supply' | 'demand' | 'qoh', date: string) => `mrp-${row}-${part}-${date}`,
} as const;
