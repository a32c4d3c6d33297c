/** data-testids of the generic data table (tests/e2e/selectors/tables.ts re-exports them). */
export const dataTableIds = {
  root: (id: string) => `${id}-table`,
  title: (id: string) => `${id}-title`,
  status: (id: string) => `${id}-status`,
  overlay: (id: string) => `${id}-overlay`,
  grid: (id: string) => `${id}-grid`,
  paginator: (id: string) => `${id}-paginator`,
  count: (id: string) => `${id}-count`,
  exportProgress: (id: string) => `${id}-export-progress`,
  exportLimit: (id: string) => `${id}-export-limit`,
  filterDialog: 'table-filter-dialog',
  settingsDialog: 'table-settings-dialog',
} as const;
