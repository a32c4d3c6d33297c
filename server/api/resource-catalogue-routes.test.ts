import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RESOURCE_CATALOGUE } from '../../core/resources';
import { toolResource } from '../../core/resources/test-support';
import type { ServerContext } from '../http/context';
import { resourceRouteModule } from './resource-routes';
import { RESOURCES, serverResources } from './resources';
import { documentedRoutes } from './route-kit';

async function routesOf(catalogue: Parameters<typeof serverResources>[0]) {
  const app = Fastify();
  await resourceRouteModule(serverResources(catalogue, {}))(app, {} as ServerContext);
  return documentedRoutes(app).map((r) => `${r.method} ${r.url} (${r.access})`);
}

describe('the resource catalogue drives the server (issue 32)', () => {
  it('routes every catalogue entry, with its hooks, and nothing else', () => {
    expect(RESOURCES.map((r) => r.paths[0])).toEqual(Object.keys(RESOURCE_CATALOGUE));
    expect(RESOURCES.find((r) => r.paths[0] === 'shift')?.prepare).toBeTypeOf('function');
    expect(RESOURCES.find((r) => r.paths[0] === 'part')?.prepare).toBeUndefined();
  });

  it('a resource added to the catalogue gets the generic routes under each path, with its roles and ops', async () => {
    const routes = await routesOf({ ...RESOURCE_CATALOGUE, tool: toolResource });
    const tool = routes.filter((r) => r.includes('/tool/'));
    expect(tool).toEqual([
      'GET /v1/tool/ (ADMIN, MANAGER)',
      'GET /v1/tool/:key/ (ADMIN, MANAGER)',
      'POST /v1/tool/ (ADMIN)',
      'PUT /v1/tool/:key/ (ADMIN)',
      'POST /v1/tool/:key/ (ADMIN)',
      'PATCH /v1/tool/:key/ (ADMIN)',
      'DELETE /v1/tool/:key/ (ADMIN)',
      'GET /v1/bigbrain/tool/ (ADMIN, MANAGER)',
      'GET /v1/bigbrain/tool/:key/ (ADMIN, MANAGER)',
      'POST /v1/bigbrain/tool/ (ADMIN)',
      'PUT /v1/bigbrain/tool/:key/ (ADMIN)',
      'POST /v1/bigbrain/tool/:key/ (ADMIN)',
      'PATCH /v1/bigbrain/tool/:key/ (ADMIN)',
      'DELETE /v1/bigbrain/tool/:key/ (ADMIN)',
    ]);
    expect(await routesOf(RESOURCE_CATALOGUE)).not.toContain('GET /v1/tool/ (ADMIN, MANAGER)');
  });
});
