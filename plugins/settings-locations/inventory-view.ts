import { inventoryStateFromView, isDefaultInventoryState, viewFromInventoryState } from '../../core/session';
import type { ColumnType } from '../../core/table-query';
import type { DeviceSettingsStore } from '../../workbench/api';
import type { KeptTableView, TableColumn } from '../../workbench/kit/data-table/data-table-config';

/**
 * Inventory Data keeps its filters and sort in the device settings' inventoryState (document 3 §3),
 * in local storage: they are back when the user leaves the screen, reloads, or signs in again.
 */
export function inventoryView(device: DeviceSettingsStore, columns: readonly TableColumn[]): KeptTableView {
  const types: Record<string, ColumnType> = Object.fromEntries(columns.map((c) => [c.field, c.column_type]));
  return {
    // 'default' (no filters, sorting or selections): nothing kept, the screen opens as it always does.
    load: () => (isDefaultInventoryState(device.value.inventoryState) ? null : viewFromInventoryState(device.value.inventoryState)),
    save: (view) => device.update((s) => ({ ...s, inventoryState: inventoryStateFromView(view, types, s.inventoryState) })),
  };
}
