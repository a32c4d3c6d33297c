import type { PluginManifest } from '../../workbench/api';
import { PAINTLINE_DATASET } from './dataset';

export const PAINTLINE_ROUTE = '/graph/custom/ino/paintline';

/** The paint-line customer's metrics (document 3 §2.4), switched on by its company name from configuration. */
export const dashboardPaintline: PluginManifest = {
  id: 'dashboard-paintline',
  title: PAINTLINE_DATASET,
  enabledWhen: { companyName: 'paintline' },
  module: () => import('./module').then((m) => m.dashboardPaintlineModule),
  contributes: {
    routes: [
      {
        path: PAINTLINE_ROUTE,
        access: { when: { companyName: 'paintline' } },
        title: PAINTLINE_DATASET,
        page: () => import('./paintline-page').then((m) => ({ default: m.PaintlinePage })),
      },
    ],
    // Document 1 §2: the entity selector is hidden for the paint-line dataset; the timeframe applies.
    datasets: [{ id: 'dashboard-paintline.metrics', kind: 'Custom', label: PAINTLINE_DATASET, mode: 'GRAPH', route: PAINTLINE_ROUTE, hides: ['entity'] }],
    helpKeys: [
      {
        key: 'dashboard-paintline/charts',
        title: 'Paint Line Metrics',
        body: 'Per day: painted parts by outcome (Assembly, Polish, Fallout) with the yield against its 80 % target, and each outcome as a percentage with the estimated yield (assembly plus 90 % of polish). Choose the lines and programs on the left.',
      },
    ],
  },
};
