import type { RouteModule } from '../http/context';
import { GraphqlEngine } from './engine';
import { registerGraphqlRoutes } from './http-routes';
import { registerReadYourWrites } from './read-your-writes';
import { registerReportExportRoutes } from '../exports/report-export-routes';

export { GraphqlEngine } from './engine';
export { GRAPHQL_PATH } from './http-routes';
export { PRODUCT_METADATA_FILE, loadMetadata, parseMetadata, type HasuraMetadata } from './metadata';
export { HasuraError } from './hasura-error';

/** GraphQL at /v1/graphql: HTTP (POST, GET) and graphql-ws subscriptions, Hasura-compatible over the tracked tables. */
export const graphqlRoutes: RouteModule = async (app, ctx) => {
  const engine = await GraphqlEngine.start(ctx.db, {
    metadata: ctx.config.graphqlMetadataFile,
    log: ctx.log,
    limits: ctx.config.graphqlLimits,
    statementTimeoutMs: ctx.config.graphqlLimits?.statementTimeoutMs,
    readPool: ctx.config.graphqlReads,
    statisticsRefreshMs: ctx.config.graphqlStatisticsRefreshMs,
    introspectionRoles: ctx.config.graphqlIntrospectionRoles,
  });
  app.addHook('onClose', async () => engine.stop());
  app.decorate('graphqlQueue', () => engine.queue);
  registerGraphqlRoutes(app, ctx, engine);
  // Streamed report exports read through the engine, as the user's own GraphQL query would.
  registerReportExportRoutes(app, ctx, engine);
  if (engine.readsFromReplica) registerReadYourWrites(app, engine);
};
