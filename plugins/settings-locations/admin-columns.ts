import { amountText } from '../../core/export';
import type { TableColumn } from '../../workbench/kit/data-table/data-table-config';

export const INVENTORY_ADMIN_COLUMNS: readonly TableColumn[] = [
  { field: 'id', column_type: 'int', header: 'ID', sortable: true, hidden: true },
  { field: 'part_name', column_type: 'string', header: 'Part', sortable: true },
  { field: 'desc', column_type: 'string', header: 'Description', sortable: true, wrap: true },
  { field: 'location_key', column_type: 'string', header: 'Location Key', sortable: true },
  { field: 'qty', column_type: 'float', header: 'Quantity', sortable: true, sum: true },
];

/** The inventory quantity is summed per location key from the inventory table (document 2 §3). */
export const LOCATION_ADMIN_COLUMNS: readonly TableColumn[] = [
  { field: 'id', column_type: 'int', header: 'ID', sortable: true, hidden: true },
  { field: 'name', column_type: 'string', header: 'Name', sortable: true },
  { field: 'desc', column_type: 'string', header: 'Description', sortable: true, wrap: true },
  { field: 'key', column_type: 'string', header: 'Key', sortable: true },
  {
    field: 'inventory_qty',
    column_type: 'callback',
    header: 'Inventory Qty',
    align: 'right',
    docs: 'Inventory quantity summed over the inventory items at this location key',
    callback: (row) => amountText(Number(row.inventory_qty ?? 0)),
  },
];
