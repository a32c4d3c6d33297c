/** data-testids of Paint Line Metrics; tests/e2e/selectors re-exports them. */
export const paintlineIds = {
  page: 'paintline-page',
  download: 'paintline-download',
  line: (n: 4 | 5) => `paintline-line-${n}`,
  allPrograms: 'paintline-all-programs',
  program: (name: string) => `paintline-program-${name}`,
  barsChart: 'paintline-bars-chart',
  percentChart: 'paintline-percent-chart',
  table: 'paintline-table',
} as const;
