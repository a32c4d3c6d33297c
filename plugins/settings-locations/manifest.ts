import { setupScreen } from '../../workbench/api';

/** System Setup > Locations: the Location Data and Inventory Data admin screens. Always on. */
export const settingsLocations = setupScreen({
  id: 'settings-locations',
  path: '/locations',
  label: 'Locations',
  icon: 'pi pi-map-marker',
  order: 60,
  switchable: false,
  page: () => import('./record-admin-page').then((m) => ({ default: m.LocationsPage })),
  // The specification shows no path for the inventory screen: /inventory (README decisions).
  moreRoutes: [{ path: '/inventory', title: 'Inventory Data', page: () => import('./record-admin-page').then((m) => ({ default: m.InventoryPage })) }],
  module: () => import('./module').then((m) => m.settingsLocationsModule),
  help: [
    {
      key: 'settings-locations/admin',
      title: 'Locations and inventory',
      body: 'Location Data lists your storage locations with the inventory quantity kept at each key. Inventory Data lists the parts on hand per location key. Create adds a record; the pencil edits it and the bin removes it after you confirm.',
    },
  ],
});
