import type { ServerFeature } from '../../../server/kit/feature';
import { paintlineDemo } from './paintline-demo';

/** The paint-line customer's server part: its tables, GraphQL metadata and demo data (the charts read GraphQL only). */
export const dashboardPaintlineServer: ServerFeature = {
  id: 'dashboard-paintline',
  customer: { key: 'paintline', defaultName: 'Inoac Exterior', demo: paintlineDemo },
  migrationsDir: `${import.meta.dirname}/migrations`,
  metadataFile: `${import.meta.dirname}/metadata.json`,
};
