import { z } from 'zod';
import { kpiTargetSchema } from '../common/kpi-target-form';
import { DOWNTIME_KPI, KPI_METRICS, type KpiMetric } from '../common/kpi-target';
import { refuseDemoWrite, requireRole, WRITER_ROLES } from '../../../server/api/guards';
import { apiRoute } from '../../../server/api/route-kit';
import { HttpError, type RouteModule } from '../../../server/http/context';
import { requireCustomerCompany } from '../../../server/kit/customer-guard';
import type { FeatureRouteDeps } from '../../../server/kit/feature';

export const KPI_ONLY_COATING = 'KPI targets are available to the coating customer only.';


const kpiBody = z.record(z.string(), z.number({ error: 'Must be a number' }).refine(Number.isFinite, 'Must be a number'), {
  error: 'Expected an object of KPI target fields',
});

/** Every accepted body field and the metric it belongs to: target, _yellow, _red (and _downtime for one metric). */
const FIELD_METRIC = new Map<string, KpiMetric>(
  KPI_METRICS.flatMap((m) => ['', '_yellow', '_red', ...(m === DOWNTIME_KPI ? ['_downtime'] : [])].map((s) => [m + s, m] as const)),
);

/** Which metrics a body edits; unknown fields are errors. */
function editedMetrics(body: Record<string, number>): Set<KpiMetric> {
  const metrics = new Set<KpiMetric>();
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(body)) {
    const metric = FIELD_METRIC.get(field);
    if (metric) metrics.add(metric);
    else errors[field] = ['Unknown KPI target field'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Unknown KPI target field', errors);
  if (metrics.size === 0) throw new HttpError(400, 'No KPI target fields', { non_field_errors: ['No KPI target fields'] });
  return metrics;
}

/** PUT /v1/custom/ccc/kpi/update_target/ (document 3 §5 and §7): the coating customer's KPI target row. */
export const kpiTargetRoutes = ({ customerName }: FeatureRouteDeps): RouteModule => (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'PUT', url: '/v1/custom/ccc/kpi/update_target/', tag: 'custom', summary: 'Update the KPI targets of the edited metric(s); answers the whole row', body: kpiBody, access: 'ADMIN or MANAGER of the coating customer company (not the demo account)' },
    async ({ auth, body }) => {
      await requireCustomerCompany(ctx, auth, customerName, KPI_ONLY_COATING);
      refuseDemoWrite(auth);
      // Targets steer what every user of the company sees: only ADMIN and MANAGER change them.
      requireRole(auth, WRITER_ROLES);
      const metrics = editedMetrics(body);
      return ctx.db.transaction(async (tx) => {
        await tx.query('INSERT INTO ccc_kpitarget (_company_id) VALUES ($1) ON CONFLICT (_company_id) DO NOTHING', [auth.companyId]);
        const current = (await tx.query<Record<string, number>>('SELECT * FROM ccc_kpitarget WHERE _company_id = $1 FOR UPDATE', [auth.companyId])).rows[0]!;
        const sets: Record<string, number> = {};
        const errors: Record<string, string[]> = {};
        for (const metric of metrics) {
          const pick = (suffix: string) => body[metric + suffix] ?? Number(current[metric + suffix]);
          const parsed = kpiTargetSchema.safeParse({
            metric,
            target: pick(''),
            yellow: pick('_yellow'),
            red: pick('_red'),
            ...(metric === DOWNTIME_KPI ? { downtime: pick('_downtime') } : {}),
          });
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const suffix = issue.path[0] === 'target' ? '' : `_${String(issue.path[0])}`;
              (errors[metric + suffix] ??= []).push(issue.message);
            }
            continue;
          }
          const t = parsed.data;
          Object.assign(sets, { [metric]: t.target, [`${metric}_yellow`]: t.yellow, [`${metric}_red`]: t.red });
          if (t.downtime !== undefined) sets[`${metric}_downtime`] = t.downtime;
        }
        if (Object.keys(errors).length > 0) throw new HttpError(400, 'Invalid KPI target', errors);
        const cols = Object.keys(sets);
        await tx.query(`UPDATE ccc_kpitarget SET ${cols.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE _company_id = $1`, [auth.companyId, ...cols.map((c) => sets[c])]);
        const { rows } = await tx.query<Record<string, unknown>>('SELECT * FROM ccc_kpitarget WHERE _company_id = $1', [auth.companyId]);
        const { _company_id: _c, ...row } = rows[0]!;
        return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
      });
    },
  );
};
