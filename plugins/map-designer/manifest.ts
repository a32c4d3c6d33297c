import { explorerMode } from '../../workbench/api';

/** The map designer (document 2 §2): the map-design explorer mode, also at /map/designer from System Setup. */
export const mapDesigner = explorerMode({
  id: 'map-designer',
  title: 'Map Designer',
  mode: 'MAP_DESIGN',
  label: 'Map Design',
  order: 90,
  view: () => import('./designer-page').then((m) => ({ default: m.DesignerPage })),
  setup: { path: '/map/designer', label: 'Map Designer', icon: 'pi pi-map', order: 70 },
  module: () => import('./module').then((m) => m.mapDesignerModule),
  help: [
    {
      key: 'map-designer/editor',
      title: 'Map editor',
      body: 'Drag machines and locations from the left onto the canvas to place them, or onto a node to assign them. Ctrl+click multi-select, Ctrl+D duplicate, Ctrl+Z undo, Backspace delete. 3D View previews the level in 3D (view only; press it again to edit).',
    },
  ],
});
