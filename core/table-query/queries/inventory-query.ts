import type { TableQueryRequest } from '../table-query-port';
import { INVENTORY_ROW_LIMIT } from './query-limits';

export const INVENTORY_TABLE = 'bigbrain_inpinventory';

/** Inventory rows at the given locations (spec document 2, section 7). */
export function inventoryByLocationQuery(locationKeys: readonly string[]): TableQueryRequest {
  return {
    table: INVENTORY_TABLE,
    fields: ['id', 'part_name', 'desc', 'location_key', 'qty'],
    where: { location_key: { _in: [...locationKeys] } },
    order_by: [{ location_key: 'asc' }],
    limit: INVENTORY_ROW_LIMIT,
  };
}

/** The Location table's inventory quantity: inventory qty summed per location key. */
export function inventoryQtyByLocation(rows: ReadonlyArray<{ location_key: string; qty: number | null }>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.location_key, (totals.get(r.location_key) ?? 0) + (r.qty ?? 0));
  return totals;
}
