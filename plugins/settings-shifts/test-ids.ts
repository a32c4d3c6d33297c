export const settingsShiftsIds = {
  page: 'settings-shifts-page',
  table: 'settings-shifts-table',
  dialog: 'settings-shifts-dialog',
  regen: 'settings-shifts-regen',
} as const;
