import { SystemClock, type Clock } from '../../core/platform';
import type { RouteModule } from '../http/context';
import { companyRoutes } from '../company/company-routes';
import { contactRoutes } from './contact-routes';
import { entityDataRoutes } from './entity-data-routes';
import { kpiTargetRoutes } from './kpi-target-routes';
import { metricNameRoutes } from './metric-name-routes';
import { metricValueRoutes } from './metric-value-routes';
import { multipartFields } from './multipart-fields';
import { navutilRoutes } from './navutil-routes';
import { openApiDocument } from './openapi';
import { pluginToggleRoutes } from './plugin-toggle-routes';
import { presetRoutes } from './preset-routes';
import { profileRoutes } from './profile-routes';
import { setupResourceRoutes } from './resource-routes';
import { setupRegenRoutes } from './setup-regen-routes';
import { documentedRoutes, publicRoute } from './route-kit';
import { routeTable } from '../http/route-table';

/**
 * The REST API under /v1/ (ARCHITECTURE.md §6), in its own Fastify scope: every group registers
 * through route-kit, so GET /v1/openapi.json describes exactly the routes that exist.
 */
export function createApiRoutes(deps: { clock: Clock }): RouteModule {
  const groups: RouteModule[] = [
    profileRoutes,
    presetRoutes,
    setupResourceRoutes,
    metricNameRoutes,
    setupRegenRoutes,
    entityDataRoutes(deps.clock),
    metricValueRoutes,
    navutilRoutes,
    kpiTargetRoutes,
    contactRoutes(deps.clock),
    pluginToggleRoutes,
    companyRoutes({ clock: deps.clock }),
  ];
  return async (app, ctx) => {
    await app.register(async (scope) => {
      scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (request, body, done) => {
        try {
          done(null, multipartFields(String(request.headers['content-type'] ?? ''), body as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
      for (const group of groups) await group(scope, ctx);
      let document: Record<string, unknown> | undefined;
      publicRoute(scope, { method: 'GET', url: '/v1/openapi.json', tag: 'meta', summary: 'This OpenAPI description' }, async () => {
        document ??= openApiDocument(documentedRoutes(scope), routeTable(scope));
        return document;
      });
    });
  };
}

export const apiRoutes: RouteModule = createApiRoutes({ clock: new SystemClock() });
export { openApiDocument } from './openapi';
