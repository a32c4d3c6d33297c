import { customerDashboard } from '../../workbench/api/blueprints/customer-dashboard';
import { KPI_DATASET, PERFORMANCE_DATASET } from './dataset';

export const KPI_ROUTE = '/graph/custom/ccc/kpi';
export const PERFORMANCE_ROUTE = '/graph/custom/ccc/performance';

/** The coating customer's KPI and Performance dashboards (document 3 §2.4), on for the company the server resolves as that customer. */
export const dashboardCoating = customerDashboard({
  id: 'dashboard-coating',
  customer: 'coating',
  title: 'Coating dashboards',
  module: () => import('./module').then((m) => m.dashboardCoatingModule),
  routes: [
    { name: 'kpi', path: KPI_ROUTE, dataset: KPI_DATASET, page: () => import('./kpi-page').then((m) => ({ default: m.KpiPage })) },
    { name: 'performance', path: PERFORMANCE_ROUTE, dataset: PERFORMANCE_DATASET, page: () => import('./performance-page').then((m) => ({ default: m.PerformancePage })) },
  ],
  help: [
    {
      key: 'dashboard-coating/kpi',
      title: 'KPI',
      body: 'Each gauge shows a metric against its goal: the daily target scaled to the chosen dates (a third for one shift). Red below the red threshold, yellow up to the yellow one, green above. Click a gauge to edit its target.',
    },
    {
      key: 'dashboard-coating/performance',
      title: 'Performance',
      body: 'Month-to-month production, split rolls, roll counts, changeovers and the daily figures of the coating line for the chosen dates.',
    },
  ],
});
