export const settingsReasonsIds = {
  page: 'settings-reasons-page',
  table: (kind: string) => `settings-reasons-table-${kind}`,
  dialog: 'settings-reasons-dialog',
  search: 'settings-reasons-search',
} as const;
