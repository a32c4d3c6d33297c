import { explorerMode } from '../../workbench/api';

/** Graph mode: the main dashboard of the Data Explorer, with the Metric dataset. */
export const explorerGraph = explorerMode({
  id: 'explorer-graph',
  title: 'Graph',
  mode: 'GRAPH',
  label: 'Graph',
  order: 10,
  view: () => import('./graph-view'),
  module: () => import('./module').then((m) => m.explorerGraphModule),
  datasets: [{ id: 'explorer-graph.metric', kind: 'Metric', label: 'Metric', mode: 'GRAPH' }],
  help: [
    {
      key: 'explorer-graph/dashboard',
      title: 'Graph dashboard',
      body: 'The main chart shows the active metric for the selected entity and time: per day for a date range, per shift for a single day. Side charts show the other visible metrics on wide screens. Show the data table to read the exact values.',
    },
    {
      key: 'explorer-graph/machine',
      title: 'Machine dashboard',
      body: "One machine's day: efficiency and its parts, the counts, goal against actual, where the time went, and the timeline in quarter hours (green producing, yellow slow: below half the goal). Timeline settings set the averaging window; Tasks narrows to a part and task; Share makes a link to this view; Metric charts shows the graph of the same day.",
    },
  ],
});
