import type { PluginManifest } from '../../workbench/api';

/** Graph mode: the main dashboard of the Data Explorer, with the Metric dataset. */
export const explorerGraph: PluginManifest = {
  id: 'explorer-graph',
  title: 'Graph',
  module: () => import('./module').then((m) => m.explorerGraphModule),
  contributes: {
    explorerModes: [{ id: 'explorer-graph.graph', mode: 'GRAPH', label: 'Graph', order: 10, view: () => import('./graph-view') }],
    datasets: [{ id: 'explorer-graph.metric', kind: 'Metric', label: 'Metric', mode: 'GRAPH' }],
    helpKeys: [
      {
        key: 'explorer-graph/dashboard',
        title: 'Graph dashboard',
        body: 'The main chart shows the active metric for the selected entity and time: per day for a date range, per shift for a single day. Side charts show the other visible metrics on wide screens. Show the data table to read the exact values.',
      },
    ],
  },
};
