/** data-testids of the Data Explorer panel; tests/e2e/selectors/explorer.ts re-exports them. */
export const explorerIds = {
  panel: 'explorer-panel',
  presetTitle: 'explorer-preset-title',
  presetList: 'explorer-preset-list',
  entitySelected: 'explorer-entity-selected',
  entityTree: 'explorer-entity-tree',
  dataset: 'explorer-dataset',
  exception: 'explorer-exception',
  mapPicker: 'explorer-map-picker',
  mapView: 'explorer-map-view',
  reports: 'explorer-reports',
  customUnavailable: 'explorer-custom-unavailable',
  metric: 'explorer-metric',
  mode: (mode: string) => `explorer-mode-${mode.toLowerCase()}`,
} as const;
