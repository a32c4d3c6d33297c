import type { PluginManifest } from '../../workbench/api';
import { MRP_DATASET } from './dataset';

export const MRP_ROUTE = '/graph/custom/sch/mrp';

/** The MRP customer's report (document 3 §2.4), switched on by its company name from configuration. */
export const dashboardMrp: PluginManifest = {
  id: 'dashboard-mrp',
  title: 'MRP Report',
  enabledWhen: { companyName: 'mrp' },
  module: () => import('./module').then((m) => m.dashboardMrpModule),
  contributes: {
    routes: [
      {
        path: MRP_ROUTE,
        access: { when: { companyName: 'mrp' } },
        title: MRP_DATASET,
        page: () => import('./mrp-page').then((m) => ({ default: m.MrpPage })),
      },
    ],
    // Document 1 §2: neither the entity selector nor the timeframe applies to the MRP report.
    datasets: [{ id: 'dashboard-mrp.report', kind: 'Custom', label: MRP_DATASET, mode: 'GRAPH', route: MRP_ROUTE, hides: ['entity', 'timeframe'] }],
    helpKeys: [
      {
        key: 'dashboard-mrp/report',
        title: 'MRP Report',
        body: 'Each part shows its supply, demand and projected quantity on hand per day, from the start of the month of the MRP run for about three months. Hover or focus a day to see its orders. Narrow the parts with the filters.',
      },
    ],
  },
};
