import { SystemClock } from '../core/platform';
import { createApiRoutes } from './api';
import { invitationRoutes } from './company/invitation-routes';
import { graphqlRoutes } from './graphql';
import type { RouteModule } from './http/context';
import { identityRoutes } from './identity';
import { ingestRoutes } from './ingest/routes';
import { serverFeatures } from './features';
import type { ServerFeature } from './kit/feature';
import { socketRoutes } from './sockets';

/** Every route module of the server with the routes of the given features, in registration order. */
export function serverRouteModules(features: readonly ServerFeature[]): readonly RouteModule[] {
  const clock = new SystemClock();
  return [identityRoutes, invitationRoutes({ clock }), createApiRoutes({ clock, features }), ingestRoutes, graphqlRoutes, socketRoutes];
}

/** The route modules of the product's features (server/features.ts): the one list main.ts and the tests serve. */
export const routeModules: readonly RouteModule[] = serverRouteModules(serverFeatures);
