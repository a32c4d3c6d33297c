/** data-testids of the graph dashboard; tests/e2e/selectors/explorer.ts re-exports them. */
export const graphIds = {
  view: 'graph-view',
  headline: 'graph-headline',
  dataTable: 'graph-data-table',
  sideCharts: 'graph-side-charts',
  sideChartsToggle: 'graph-side-charts-toggle',
  consolidated: 'graph-consolidated',
} as const;
