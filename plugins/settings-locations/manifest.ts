import type { PluginManifest } from '../../workbench/api';

/** System Setup > Locations: the Location Data and Inventory Data admin screens. */
export const settingsLocations: PluginManifest = {
  id: 'settings-locations',
  title: 'Locations',
  module: () => import('./module').then((m) => m.settingsLocationsModule),
  contributes: {
    routes: [
      { path: '/locations', access: 'signedIn', title: 'Location Data', page: () => import('./record-admin-page').then((m) => ({ default: m.LocationsPage })) },
      // The specification shows no path for the inventory screen: /inventory (README decisions).
      { path: '/inventory', access: 'signedIn', title: 'Inventory Data', page: () => import('./record-admin-page').then((m) => ({ default: m.InventoryPage })) },
    ],
    sidebarEntries: [{ id: 'settings-locations.locations', tab: 'settings', order: 60, label: 'Locations', icon: 'pi pi-map-marker', to: '/locations' }],
    helpKeys: [
      {
        key: 'settings-locations/admin',
        title: 'Locations and inventory',
        body: 'Location Data lists your storage locations with the inventory quantity kept at each key. Inventory Data lists the parts on hand per location key. Create adds a record; the pencil edits it and the bin removes it after you confirm.',
      },
    ],
  },
};
