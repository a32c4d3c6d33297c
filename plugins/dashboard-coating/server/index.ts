import type { ServerFeature } from '../../../server/kit/feature';
import { coatingDemo } from './coating-demo';
import { kpiTargetRoutes } from './kpi-target-routes';

/** The coating customer's server part: its KPI target route, tables, GraphQL metadata and demo data. */
export const dashboardCoatingServer: ServerFeature = {
  id: 'dashboard-coating',
  customer: { key: 'coating', defaultName: 'CorrChoice Coatings', demo: coatingDemo },
  routes: kpiTargetRoutes,
  migrationsDir: `${import.meta.dirname}/migrations`,
  metadataFile: `${import.meta.dirname}/metadata.json`,
};
