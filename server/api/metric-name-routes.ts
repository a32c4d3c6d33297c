import { z } from 'zod';
import { METRIC_KEYS } from '../../core/model';
import type { RouteModule } from '../http/context';
import { refuseDemoWrite, requireRole, WRITER_ROLES } from './guards';
import { apiRoute } from './route-kit';

const overrides = z.partialRecord(z.enum(METRIC_KEYS, { error: 'Unknown metric key' }), z.string().trim().min(1, 'A label cannot be empty').max(40, 'A label must be at most 40 characters'));

/** The profile's metric_names (custom labels per metric key); each change bumps rev so browsers refresh. */
export const metricNameRoutes: RouteModule = (app, ctx) => {
  apiRoute(app, ctx, { method: 'GET', url: '/v1/metric_name/', tag: 'metric_name', summary: 'Custom metric labels of the company' }, async ({ auth }) => {
    const { rows } = await ctx.db.query<{ rev: number; overrides: Record<string, string> }>('SELECT rev, overrides FROM bigbrain_metricname WHERE _company_id = $1', [auth.companyId]);
    return rows[0] ?? { rev: 1, overrides: {} };
  });

  apiRoute(
    app,
    ctx,
    { method: 'PUT', url: '/v1/metric_name/', tag: 'metric_name', summary: 'Replace the custom metric labels', body: z.object({ overrides }), access: WRITER_ROLES.join(' or ') },
    async ({ auth, body }) => {
      requireRole(auth, WRITER_ROLES);
      refuseDemoWrite(auth);
      const { rows } = await ctx.db.query<{ rev: number; overrides: Record<string, string> }>(
        `INSERT INTO bigbrain_metricname (_company_id, rev, overrides) VALUES ($1, 2, $2)
         ON CONFLICT (_company_id) DO UPDATE SET rev = bigbrain_metricname.rev + 1, overrides = EXCLUDED.overrides
         RETURNING rev, overrides`,
        [auth.companyId, JSON.stringify(body.overrides)],
      );
      return rows[0];
    },
  );
};
