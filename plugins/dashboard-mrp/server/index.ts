import type { ServerFeature } from '../../../server/kit/feature';
import { mrpDemo } from './mrp-demo';

/** The MRP customer's server part: its table, GraphQL metadata and demo data (the report reads GraphQL only). */
export const dashboardMrpServer: ServerFeature = {
  id: 'dashboard-mrp',
  customer: { key: 'mrp', defaultName: 'Scherdel', demo: mrpDemo },
  migrationsDir: `${import.meta.dirname}/migrations`,
  metadataFile: `${import.meta.dirname}/metadata.json`,
};
