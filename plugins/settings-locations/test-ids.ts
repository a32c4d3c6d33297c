/** data-testids of the Inventory Data and Location Data screens (tests/e2e/selectors/tables.ts re-exports them). */
export const locationsIds = {
  locationsPage: 'locations-page',
  inventoryPage: 'inventory-page',
  formDialog: 'record-form-dialog',
  create: (kind: string) => `${kind}-create`,
  edit: (kind: string, id: string | number) => `${kind}-edit-${id}`,
  remove: (kind: string, id: string | number) => `${kind}-remove-${id}`,
} as const;
