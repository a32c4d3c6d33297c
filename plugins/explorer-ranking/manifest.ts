import { explorerMode } from '../../workbench/api';

/** Ranking mode: every machine under the selection, worst first by the chosen metric (issue 35). */
export const explorerRanking = explorerMode({
  id: 'explorer-ranking',
  title: 'Ranking',
  mode: 'RANKING',
  label: 'Ranking',
  order: 15,
  view: () => import('./ranking-view'),
  module: () => import('./module').then((m) => m.explorerRankingModule),
  help: [
    {
      key: 'explorer-ranking/table',
      title: 'Ranking',
      body: 'Every machine under the selected entity, worst first by the chosen metric for the chosen day or range and shift: the hours lost to availability, performance and quality, the top unplanned downtime reasons (what the availability loss is made of) and the change against the previous period of the same length. Click a column header to sort by it; the machine name opens its dashboard, Reasons its downtime analysis.',
    },
  ],
});
