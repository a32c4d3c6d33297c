export const settingsMetricSetupIds = {
  page: 'settings-metric-setup-page',
  table: 'settings-metric-setup-table',
  dialog: 'settings-metric-setup-dialog',
  bulkBar: 'settings-metric-setup-bulk-bar',
  bulkDialog: 'settings-metric-setup-bulk-dialog',
} as const;
