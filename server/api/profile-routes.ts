import { z } from 'zod';
import { REASON_KINDS, type Profile, type ProfileShift, type Reason, type ReasonKind } from '../../core/model';
import { HttpError, type RouteModule } from '../http/context';
import { customerNames, customerOfCompany } from '../kit/customers';
import type { ServerFeature } from '../kit/feature';
import { buildEntityTree, companyEntities } from './entity-tree';
import { apiRoute } from './route-kit';

const profileQuery = z.object({ timestamp: z.string().regex(/^\d{1,16}$/, 'timestamp must be milliseconds since 1970').optional() });

type UserRow = Pick<
  Profile,
  'euid' | 'job_title' | 'phone_number' | 'email' | 'first_name' | 'last_name' | 'role' | 'status' | 'timezone' | 'is_super' | 'is_bigbrain' | 'subscription' | 'sub_status'
> & { is_demo: boolean; company_name: string };

const hhmm = (t: string): string => t.slice(0, 5);

/** GET /v1/company_profile/me/ (document 1 §3 and §7): the signed-in user's Profile. */
export const profileRoutes = (features: readonly ServerFeature[]): RouteModule => (app, ctx) => {
  const customers = customerNames(features, ctx.config.customerCompanies);
  apiRoute(app, ctx, { method: 'GET', url: '/v1/company_profile/me/', tag: 'profile', summary: 'The signed-in user\'s profile', query: profileQuery }, async ({ auth }) => {
    const db = ctx.db;
    const user = (
      await db.query<UserRow>(
        `SELECT u.euid, u.job_title, u.phone_number, u.email, u.first_name, u.last_name, u.role, u.status, u.timezone,
                u.is_super, u.is_bigbrain, u.is_demo, c.subscription, c.sub_status, c.name AS company_name
           FROM core_user u JOIN core_company c ON c.id = u._company_id
          WHERE u.euid = $1 AND u._company_id = $2`,
        [auth.userEuid, auth.companyId],
      )
    ).rows[0];
    if (!user) throw new HttpError(404, 'Profile not found');
    const [entities, shifts, reasons, names] = await Promise.all([
      companyEntities(db, auth.companyId),
      db.query<{ name: string; color: string | null; start_time: string; end_time: string; position: number }>(
        `SELECT name, color, start_time::text AS start_time, end_time::text AS end_time, position
           FROM bigbrain_shift WHERE _company_id = $1 ORDER BY position`,
        [auth.companyId],
      ),
      db.query<{ kind: ReasonKind; name: string; desc: string }>(
        `SELECT kind, name, "desc" FROM bigbrain_reason WHERE _company_id = $1 ORDER BY kind, name`,
        [auth.companyId],
      ),
      db.query<{ rev: number; overrides: Record<string, string> }>(`SELECT rev, overrides FROM bigbrain_metricname WHERE _company_id = $1`, [auth.companyId]),
    ]);
    const tree = buildEntityTree(entities);
    if (!tree) throw new HttpError(404, 'The company has no entity tree');
    const shiftMap: Record<string, ProfileShift> = {};
    for (const s of shifts.rows) {
      shiftMap[s.name] = { start: hhmm(s.start_time), end: hhmm(s.end_time), position: s.position, ...(s.color ? { color: s.color } : {}) };
    }
    const byKind = Object.fromEntries(REASON_KINDS.map((k) => [k, [] as Reason[]])) as Record<ReasonKind, Reason[]>;
    for (const r of reasons.rows) byKind[r.kind].push({ name: r.name, desc: r.desc });
    const metricNames = names.rows[0] ?? { rev: 1, overrides: {} };
    const profile: Profile = {
      euid: user.euid,
      job_title: user.job_title,
      phone_number: user.phone_number,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      status: user.status,
      timezone: user.timezone,
      shifts: shiftMap,
      shift_names: shifts.rows.map((s) => s.name),
      subscription: user.subscription,
      sub_status: user.sub_status,
      entities: tree,
      metric_names: { rev: metricNames.rev, overrides: metricNames.overrides },
      scrap_reasons: byKind.scrap,
      rework_reasons: byKind.rework,
      reject_reasons: byKind.reject,
      down_reasons: byKind.down,
      is_bigbrain: user.is_bigbrain,
      is_super: user.is_super,
      is_demo: user.is_demo,
      company_name: user.company_name,
      customer: customerOfCompany(user.company_name, customers),
    };
    return profile;
  });
};
