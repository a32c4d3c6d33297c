import { SystemClock } from '../core/platform';
import { apiRoutes } from './api';
import { invitationRoutes } from './company/invitation-routes';
import { graphqlRoutes } from './graphql';
import type { RouteModule } from './http/context';
import { identityRoutes } from './identity';
import { ingestRoutes } from './ingest/routes';
import { socketRoutes } from './sockets';

/** Every route module of the server, in registration order: the one list main.ts and the tests serve. */
export const routeModules: readonly RouteModule[] = [identityRoutes, invitationRoutes({ clock: new SystemClock() }), apiRoutes, ingestRoutes, graphqlRoutes, socketRoutes];
