import type { PluginManifest } from '../../workbench/api';
import { KPI_DATASET, PERFORMANCE_DATASET } from './dataset';

export const KPI_ROUTE = '/graph/custom/ccc/kpi';
export const PERFORMANCE_ROUTE = '/graph/custom/ccc/performance';

/** The coating customer's KPI and Performance dashboards (document 3 §2.4), switched on by its company name. */
export const dashboardCoating: PluginManifest = {
  id: 'dashboard-coating',
  title: 'Coating dashboards',
  enabledWhen: { companyName: 'coating' },
  module: () => import('./module').then((m) => m.dashboardCoatingModule),
  contributes: {
    routes: [
      { path: KPI_ROUTE, access: { when: { companyName: 'coating' } }, title: KPI_DATASET, page: () => import('./kpi-page').then((m) => ({ default: m.KpiPage })) },
      {
        path: PERFORMANCE_ROUTE,
        access: { when: { companyName: 'coating' } },
        title: PERFORMANCE_DATASET,
        page: () => import('./performance-page').then((m) => ({ default: m.PerformancePage })),
      },
    ],
    datasets: [
      { id: 'dashboard-coating.kpi', kind: 'Custom', label: KPI_DATASET, mode: 'GRAPH', route: KPI_ROUTE },
      { id: 'dashboard-coating.performance', kind: 'Custom', label: PERFORMANCE_DATASET, mode: 'GRAPH', route: PERFORMANCE_ROUTE },
    ],
    helpKeys: [
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
  },
};
