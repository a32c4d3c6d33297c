export const dataSourcesIds = {
  page: 'data-sources-page',
  table: 'data-sources-table',
  dialog: 'data-sources-dialog',
  rejected: 'data-sources-rejected',
} as const;
