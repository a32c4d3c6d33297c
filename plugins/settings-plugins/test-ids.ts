/** data-testids of the Plugins screen (re-used by the browser tests). */
export const settingsPluginsIds = {
  page: 'settings-plugins-page',
  switchRow: (id: string) => `settings-plugins-row-${id}`,
} as const;
