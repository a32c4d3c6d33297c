import type { PluginManifest } from '../../workbench/api';

const page = () => import('./designer-page').then((m) => ({ default: m.DesignerPage }));

/** The map designer (document 2 §2): /map/designer, the map-design explorer mode and its System Setup entry. */
export const mapDesigner: PluginManifest = {
  id: 'map-designer',
  title: 'Map Designer',
  module: () => import('./module').then((m) => m.mapDesignerModule),
  contributes: {
    routes: [{ path: '/map/designer', access: 'signedIn', title: 'Map Designer', page }],
    explorerModes: [{ id: 'map-designer.map-design', mode: 'MAP_DESIGN', label: 'Map Design', order: 90, view: page }],
    sidebarEntries: [{ id: 'map-designer.designer', tab: 'settings', order: 70, label: 'Map Designer', icon: 'pi pi-map', to: '/map/designer' }],
    helpKeys: [
      {
        key: 'map-designer/editor',
        title: 'Map editor',
        body: 'Drag machines and locations from the left onto the canvas to place them, or onto a node to assign them. Ctrl+click multi-select, Ctrl+D duplicate, Ctrl+Z undo, Backspace delete. 3D View previews the level in 3D (view only; press it again to edit).',
      },
    ],
  },
};
