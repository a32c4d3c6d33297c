import { customerDashboard } from '../../workbench/api/blueprints/customer-dashboard';
import { MRP_DATASET } from './dataset';

export const MRP_ROUTE = '/graph/custom/sch/mrp';

/** The MRP customer's report (document 3 §2.4), on for the company the server resolves as that customer. */
export const dashboardMrp = customerDashboard({
  id: 'dashboard-mrp',
  customer: 'mrp',
  title: 'MRP Report',
  module: () => import('./module').then((m) => m.dashboardMrpModule),
  // Document 1 §2: neither the entity selector nor the timeframe applies to the MRP report.
  routes: [{ name: 'report', path: MRP_ROUTE, dataset: MRP_DATASET, hides: ['entity', 'timeframe'], page: () => import('./mrp-page').then((m) => ({ default: m.MrpPage })) }],
  help: [
    {
      key: 'dashboard-mrp/report',
      title: 'MRP Report',
      body: 'Each part shows its supply, demand and projected quantity on hand per day, from the start of the month of the MRP run for about three months. Hover or focus a day to see its orders. Narrow the parts with the filters.',
    },
  ],
});
