import type { Clock } from '../../core/platform';
import { customerNames } from '../kit/customers';
import type { ServerFeature } from '../kit/feature';
import type { RouteModule } from '../http/context';
import { companyRoutes } from '../company/company-routes';
import { dataSourceRoutes } from '../connectors/routes';
import { contactRoutes } from './contact-routes';
import { entityDataRoutes } from './entity-data-routes';
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
import { machineShiftRoutes } from './machine-shift-routes';
import { planCopyRoutes } from './plan-copy-routes';
import { documentedRoutes, publicRoute } from './route-kit';
import { routeTable } from '../http/route-table';

/**
 * The REST API under /v1/ (ARCHITECTURE.md §6), in its own Fastify scope: every group registers
 * through route-kit, so GET /v1/openapi.json describes exactly the routes that exist.
 */
export function createApiRoutes(deps: { clock: Clock; features: readonly ServerFeature[] }): RouteModule {
  const groups: RouteModule[] = [
    profileRoutes(deps.features),
    presetRoutes,
    setupResourceRoutes,
    metricNameRoutes,
    setupRegenRoutes,
    planCopyRoutes,
    machineShiftRoutes,
    entityDataRoutes(deps.clock),
    metricValueRoutes,
    navutilRoutes,
    contactRoutes(deps.clock),
    pluginToggleRoutes,
    companyRoutes({ clock: deps.clock }),
    dataSourceRoutes,
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
      // The features' routes (server/features.ts), each told its customer's configured company name.
      const names = customerNames(deps.features, ctx.config.customerCompanies);
      for (const feature of deps.features) await feature.routes?.({ customerName: feature.customer && names[feature.customer.key] })(scope, ctx);
      let document: Record<string, unknown> | undefined;
      publicRoute(scope, { method: 'GET', url: '/v1/openapi.json', tag: 'meta', summary: 'This OpenAPI description' }, async () => {
        document ??= openApiDocument(documentedRoutes(scope), routeTable(scope));
        return document;
      });
    });
  };
}

export { openApiDocument } from './openapi';
