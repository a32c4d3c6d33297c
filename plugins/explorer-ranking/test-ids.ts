/** data-testids of the ranking; the browser test reads them. */
export const rankingIds = {
  view: 'ranking-view',
  table: 'ranking-table',
  row: 'ranking-row',
} as const;
