import { firstValueFrom } from 'rxjs';
import { inventoryByLocationQuery, inventoryQtyByLocation, type TableQuery, type TableRow } from '../../core/table-query';

/** Adds each location's inventory quantity, summed per location key, to the location rows. */
export function withInventoryQty(query: TableQuery): (rows: TableRow[]) => Promise<TableRow[]> {
  return async (rows) => {
    const keys = [...new Set(rows.map((r) => String(r.key)))];
    if (keys.length === 0) return rows;
    const inventory = await firstValueFrom(query.rows(inventoryByLocationQuery(keys), { kind: 'once' }));
    const totals = inventoryQtyByLocation(inventory.map((r) => ({ location_key: String(r.location_key), qty: r.qty === null ? null : Number(r.qty) })));
    return rows.map((r) => ({ ...r, inventory_qty: totals.get(String(r.key)) ?? 0 }));
  };
}
