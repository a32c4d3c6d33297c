import { apiRoutes } from './api';
import { graphqlRoutes } from './graphql';
import type { RouteModule } from './http/context';
import { identityRoutes } from './identity';
import { ingestRoutes } from './ingest/routes';
import { socketRoutes } from './sockets';

/** Every route module of the server, in registration order: the one list main.ts and the tests serve. */
export const routeModules: readonly RouteModule[] = [identityRoutes, apiRoutes, ingestRoutes, graphqlRoutes, socketRoutes];
