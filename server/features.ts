import { dashboardCoatingServer } from '../plugins/dashboard-coating/server';
import { dashboardMrpServer } from '../plugins/dashboard-mrp/server';
import { dashboardPaintlineServer } from '../plugins/dashboard-paintline/server';
import type { ServerFeature } from './kit/feature';

// The explicit list of the features' server parts, as plugins/index.ts is for the browser. The
// host (route-modules.ts, the demo seeder, migrate, the GraphQL metadata loader) reads it; nothing
// registers itself by being imported. To add a feature: one import line and its name in the list.
// The order is the demo seeding order (one seeded random stream): a new feature goes at the end.

export const serverFeatures: readonly ServerFeature[] = [dashboardMrpServer, dashboardCoatingServer, dashboardPaintlineServer];
