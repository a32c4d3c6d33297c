import { customerDashboard } from '../../workbench/api/blueprints/customer-dashboard';
import { PAINTLINE_DATASET } from './dataset';

export const PAINTLINE_ROUTE = '/graph/custom/ino/paintline';

/** The paint-line customer's metrics (document 3 §2.4), on for the company the server resolves as that customer. */
export const dashboardPaintline = customerDashboard({
  id: 'dashboard-paintline',
  customer: 'paintline',
  title: PAINTLINE_DATASET,
  module: () => import('./module').then((m) => m.dashboardPaintlineModule),
  // Document 1 §2: the entity selector is hidden for the paint-line dataset; the timeframe applies.
  routes: [{ name: 'metrics', path: PAINTLINE_ROUTE, dataset: PAINTLINE_DATASET, hides: ['entity'], page: () => import('./paintline-page').then((m) => ({ default: m.PaintlinePage })) }],
  help: [
    {
      key: 'dashboard-paintline/charts',
      title: 'Paint Line Metrics',
      body: 'Per day: painted parts by outcome (Assembly, Polish, Fallout) with the yield against its 80 % target, and each outcome as a percentage with the estimated yield (assembly plus 90 % of polish). Choose the lines and programs on the left.',
    },
  ],
});
