import { z } from 'zod';
import type { Clock } from '../../core/platform';
import { isoDate } from '../../core/forms';
import { HttpError, type RouteModule } from '../http/context';
import { checkRange, daysInclusive, MAX_RANGE_DAYS, monthOf } from './date-range';
import { childrenOf, entityOfCompany } from './entity-lookup';
import { RESULT_COLUMNS_SQL } from './result-columns';
import { apiRoute } from './route-kit';

const tumorQuery = z
  .object({ from_date: isoDate('from_date').optional(), to_date: isoDate('to_date').optional() })
  .superRefine((v, ctx) => checkRange({ start: v.from_date, end: v.to_date }, ctx, 'from_date', 'to_date'));

/**
 * GET /v1/entity/{euid}/tumor/?from_date&to_date (document 2 §7, document 3 §7; the spec does not
 * show the answer, so it is designed here):
 *
 *   { entity:   {euid, name, key, desc, category, depth}      the entity (the company for its euid)
 *     children: [{euid, name, key, desc, category, depth}]    its direct children
 *     from_date, to_date                                      the range answered (default: this month)
 *     results:  [ result rows of bigbrain_resentity for the entity and its children, one per
 *                 shift_date and shift_key (the shifts and SUMMARY), ordered by shift_date, shift_key,
 *                 depth and name; each with entity__euid, entity__name, entity__key, entity__desc,
 *                 entity__depth, the seconds, percentages (0..100) and unit counts ] }
 */
export function entityDataRoutes(clock: Clock): RouteModule {
  return (app, ctx) => {
    apiRoute(
      app,
      ctx,
      { method: 'GET', url: '/v1/entity/:euid/tumor/', tag: 'entity', summary: 'Results of an entity and its children per shift date and shift', params: z.object({ euid: z.string().min(1).max(64) }), query: tumorQuery },
      async ({ auth, params, query }) => {
        const entity = await entityOfCompany(ctx.db, auth.companyId, params.euid);
        // A missing end defaults to the current month's (or the start when that is later); likewise the start.
        const month = monthOf(clock.now());
        const from = query.from_date ?? (query.to_date && query.to_date < month.from ? query.to_date : month.from);
        const to = query.to_date ?? (from > month.to ? from : month.to);
        if (daysInclusive(from, to) > MAX_RANGE_DAYS) throw new HttpError(400, `A range may cover at most ${MAX_RANGE_DAYS} days`, { to_date: [`A range may cover at most ${MAX_RANGE_DAYS} days`] });
        const children = await childrenOf(ctx.db, auth.companyId, entity.id);
        const { rows } = await ctx.db.query(
          `SELECT ${RESULT_COLUMNS_SQL}
             FROM bigbrain_resentity r JOIN bigbrain_entity e ON e._company_id = r._company_id AND e.id = r.entity_id
            WHERE r._company_id = $1 AND e._company_id = $1 AND (e.id = $2 OR e.parent_id = $2)
              AND r.shift_date BETWEEN $3::date AND $4::date
            ORDER BY r.shift_date, r.shift_key, e.depth, e.name`,
          [auth.companyId, entity.id, from, to],
        );
        const strip = ({ id: _id, ...rest }: typeof entity) => rest;
        return { entity: strip(entity), children: children.map(strip), from_date: from, to_date: to, results: rows };
      },
    );
  };
}
