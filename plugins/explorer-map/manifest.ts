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
      body: 'The chosen floor map, read from across the room: every zone and machine shows the explorer\'s metric for the selected day or range and shift, in its status colour from Metric Setup and in words (Good, Caution, Danger; striped: no results); a machine\'s card adds the other visible metrics. Click a zone (or Enter on it) to drill in; the level trail above takes you back. In 3D the list under the scene does the same. Pick the map and 2D or 3D in the sidebar; Share sends this view. Numbers refresh every minute.',
    },
  ],
});
