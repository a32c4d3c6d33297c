export const settingsMetricSetupIds = {
  page: 'settings-metric-setup-page',
  table: 'settings-metric-setup-table',
  dialog: 'settings-metric-setup-dialog',
} as const;
