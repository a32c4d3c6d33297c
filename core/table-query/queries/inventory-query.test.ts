import { describe, expect, it } from 'vitest';
import { inventoryByLocationQuery, inventoryQtyByLocation } from './inventory-query';

describe('inventory by location (spec 2.3 Location, 2.7)', () => {
  it('the inventory table is queried for location_key within the location keys', () => {
    expect(inventoryByLocationQuery(['WH1', 'WH2']).where).toEqual({ location_key: { _in: ['WH1', 'WH2'] } });
  });

  it('a location shows the inventory qty summed per location key', () => {
    const totals = inventoryQtyByLocation([
      { location_key: 'WH1', qty: 2 },
      { location_key: 'WH2', qty: 5 },
      { location_key: 'WH1', qty: 3.5 },
      { location_key: 'WH2', qty: null },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ WH1: 5.5, WH2: 5 });
  });
});
