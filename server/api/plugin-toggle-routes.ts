import { z } from 'zod';
import { booleanLike } from '../../core/forms';
import type { RouteModule } from '../http/context';
import { refuseDemoWrite, requireRole } from './guards';
import { apiRoute } from './route-kit';

const pluginId = z.string().max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'plugin_id must be a kebab-case plugin id');

/** Per-company plugin switches the workbench's plugin host reads (ARCHITECTURE.md §4); no row = the plugin's default. */
export const pluginToggleRoutes: RouteModule = (app, ctx) => {
  apiRoute(app, ctx, { method: 'GET', url: '/v1/plugin_toggle/', tag: 'plugin_toggle', summary: 'The company\'s plugin switches', access: 'every user of the company' }, async ({ auth }) => {
    const { rows } = await ctx.db.query('SELECT plugin_id, enabled FROM core_plugintoggle WHERE _company_id = $1 ORDER BY plugin_id', [auth.companyId]);
    return { results: rows };
  });

  apiRoute(
    app,
    ctx,
    { method: 'PUT', url: '/v1/plugin_toggle/:plugin_id/', tag: 'plugin_toggle', summary: 'Switch a plugin on or off for the company', params: z.object({ plugin_id: pluginId }), body: z.object({ enabled: booleanLike('enabled') }), access: 'ADMIN' },
    async ({ auth, params, body }) => {
      requireRole(auth, ['ADMIN']);
      refuseDemoWrite(auth);
      await ctx.db.query(
        `INSERT INTO core_plugintoggle (_company_id, plugin_id, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (_company_id, plugin_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
        [auth.companyId, params.plugin_id, body.enabled],
      );
      return { plugin_id: params.plugin_id, enabled: body.enabled };
    },
  );
};
