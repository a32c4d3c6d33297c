import { z } from 'zod';
import { isoDate } from '../../core/forms';
import { METRIC_KEYS } from '../../core/model';
import { metricValues, type ProductionTotals } from '../../core/oee';
import type { RouteModule } from '../http/context';
import { checkRange } from './date-range';
import { entityOfCompany } from './entity-lookup';
import { apiRoute } from './route-kit';

/** A date as the navigation state holds it: YYYY-MM-DD, or an ISO instant whose first 10 characters are the date. */
const navDate = (label: string) => z.string({ error: `${label} must be a date` }).transform((s) => s.slice(0, 10)).pipe(isoDate(label));

export const consolidatedBody = z
  .object({
    entity: z.object({ euid: z.string({ error: 'entity.euid is required' }).min(1).max(64), key: z.string().max(64).nullish(), show_children: z.boolean().optional().default(false) }),
    time: z.object({
      day: navDate('time.day').nullish(),
      range: z.object({ start: navDate('time.range.start'), end: navDate('time.range.end') }).nullish(),
    }),
    shift: z.string().max(60).nullish(),
    combine_shifts: z.boolean().optional().default(true),
    visible_metrics: z.array(z.enum(METRIC_KEYS, { error: 'Unknown metric key' })).max(METRIC_KEYS.length * 2).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.time.day && !v.time.range) ctx.addIssue({ code: 'custom', path: ['time'], message: 'time needs a day or a range' });
    if (v.time.range) checkRange(v.time.range, ctx, 'time.range.start', 'time.range.end');
    if (!v.combine_shifts && !v.shift) ctx.addIssue({ code: 'custom', path: ['shift'], message: 'shift is required when shifts are not combined' });
  });

interface SumRow extends ProductionTotals {
  euid: string;
  key: string;
  name: string;
  depth: number;
}

/**
 * POST /v1/metric_value/get_consolidated_metrics/ (document 3 §7). Answers a list, one item per
 * entity (the selected one first, then its children when show_children) and visible metric:
 * {euid, key, name, metric, value}; rates and losses are percentages 0..100, units are counts.
 * Rows of bigbrain_resentity are summed (seconds and counts) and the formulas of core/oee applied
 * once; with combined shifts the SUMMARY rows are used, otherwise the chosen shift's.
 * No data: an empty list.
 */
export const metricValueRoutes: RouteModule = (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'POST', writes: false, url: '/v1/metric_value/get_consolidated_metrics/', tag: 'metric_value', summary: 'Metrics of an entity (and its children) rolled up from summed seconds and counts', body: consolidatedBody },
    async ({ auth, body }) => {
      const entity = await entityOfCompany(ctx.db, auth.companyId, body.entity.euid);
      const [from, to] = body.time.day ? [body.time.day, body.time.day] : [body.time.range!.start, body.time.range!.end];
      const shiftKey = body.combine_shifts ? 'SUMMARY' : body.shift!.toUpperCase();
      const { rows } = await ctx.db.query<SumRow>(
        `SELECT e.euid, e.key, e.name, e.depth,
                sum(r.scheduled_secs)::float8 AS scheduled_secs, sum(r.planned_down_secs)::float8 AS planned_down_secs,
                sum(r.unplanned_down_secs)::float8 AS unplanned_down_secs, sum(r.ideal_secs)::float8 AS ideal_secs,
                sum(r.good_secs)::float8 AS good_secs, sum(r.units_produced)::float8 AS units_produced,
                sum(r.units_scrapped)::float8 AS units_scrapped, sum(r.units_rejected)::float8 AS units_rejected,
                sum(r.units_reworked)::float8 AS units_reworked
           FROM bigbrain_entity e JOIN bigbrain_resentity r ON r._company_id = e._company_id AND r.entity_id = e.id
          WHERE e._company_id = $1 AND (e.id = $2 OR ($3 AND e.parent_id = $2))
            AND r.shift_date BETWEEN $4::date AND $5::date AND r.shift_key = $6
          GROUP BY e.id, e.euid, e.key, e.name, e.depth
          ORDER BY e.depth, e.name`,
        [auth.companyId, entity.id, body.entity.show_children, from, to, shiftKey],
      );
      const metrics = body.visible_metrics && body.visible_metrics.length > 0 ? [...new Set(body.visible_metrics)] : [...METRIC_KEYS];
      return rows.flatMap((r) => {
        const values = metricValues(r);
        return metrics.map((metric) => ({ euid: r.euid, key: r.key, name: r.name, metric, value: values[metric] }));
      });
    },
  );
};
