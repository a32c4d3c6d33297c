export const settingsPartsIds = {
  page: 'settings-parts-page',
  partsTable: 'settings-parts-table',
  operationsTable: 'settings-parts-operations',
  machinesTable: 'settings-parts-machines',
  partDialog: 'settings-parts-dialog',
  operationDialog: 'settings-parts-operation-dialog',
  regen: 'settings-parts-regen',
  search: 'settings-parts-search',
} as const;
