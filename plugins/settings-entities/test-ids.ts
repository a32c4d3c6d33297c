export const settingsEntitiesIds = {
  page: 'settings-entities-page',
  tree: 'settings-entities-tree',
  dialog: 'settings-entities-dialog',
  regen: 'settings-entities-regen',
} as const;
