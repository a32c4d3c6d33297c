import { explorerMode } from '../../workbench/api';

/** Map mode (document 2 §2 Map viewer): the plant floor with a live metric card on every machine. */
export const explorerMap = explorerMode({
  id: 'explorer-map',
  title: 'Map',
  mode: 'MAP',
  label: 'Map',
  order: 15,
  view: () => import('./map-view'),
  module: () => import('./module').then((m) => m.explorerMapModule),
  help: [
    {
      key: 'explorer-map/viewer',
      title: 'Map',
      body: 'The chosen floor map with a card on every machine: the visible metrics for the selected day or range and shift, as values, gauges or checks (Visible Metrics). Drill into a zone with its arrow; the level trail above takes you back. Pick the map and 2D or 3D in the sidebar. Numbers refresh every minute.',
    },
  ],
});
