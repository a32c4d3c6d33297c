export const settingsEntitiesIds = {
  page: 'settings-entities-page',
  tree: 'settings-entities-tree',
  dialog: 'settings-entities-dialog',
  regen: 'settings-entities-regen',
  search: 'settings-entities-search',
} as const;
