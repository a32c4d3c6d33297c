import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { companyForm, companyInitForm, inviteForm, LAST_ADMIN_REFUSED, profileForm, removesLastAdmin, roleChangeForm, type CompanyUserRow, type InvitationAnswer, type LinkDelivery } from '../../core/forms';
import type { SetupCounts } from '../../core/onboarding';
import type { Clock } from '../../core/platform';
import type { Queryable } from '../db/database';
import { refuseDemoPersonalData, refuseDemoWrite, requireRole, WRITER_ROLES } from '../api/guards';
import { apiRoute } from '../api/route-kit';
import { HttpError, type AuthContext, type RouteModule } from '../http/context';
import { findUserByEmail, findUserByEuid, type UserAccount } from '../identity/user-accounts';
import { selfHostedBilling, type BillingProvider } from './billing';
import { requestPasswordReset } from '../identity/password-reset';
import { deliverLink, deliverResetLink } from '../mail/deliver-link';
import { invitationMail } from '../mail/mails';
import { outboxFor } from '../mail/outbox';
import { createInvitation, INVITATION_TTL_MS } from './invitations';
import { passwordChangeRoute } from './password-change-route';
import { STARTER_REASONS, STARTER_SHIFTS } from './starter-data';

const euidParams = z.object({ euid: z.string().min(1).max(64) });
// Document 1 §9: system-generated ids are UUID v4; a company's starts with 'C' (document 1 §3).
const newCompanyEuid = () => `C${randomUUID()}`;

async function companyUsers(db: Queryable, companyId: number): Promise<CompanyUserRow[]> {
  return (
    await db.query<CompanyUserRow>(
      'SELECT euid, email, first_name, last_name, role, status FROM core_user WHERE _company_id = $1 ORDER BY lower(email)',
      [companyId],
    )
  ).rows;
}

export const COMPANY_NAME_TAKEN = 'A company with this name already exists.';

/**
 * Refuses a name (already normalCompanyName'd by the form) that another company has, compared the same
 * way on the stored side (NFKC, white space, case), so a look-alike of a customer's name is refused.
 */
async function refuseTakenName(db: Queryable, name: string, exceptCompanyId = 0): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM core_company WHERE id <> $2 AND lower(btrim(regexp_replace(normalize(name, NFKC), '\\s+', ' ', 'g'))) = lower($1) LIMIT 1`,
    [name, exceptCompanyId],
  );
  if (rows.length > 0) throw new HttpError(409, COMPANY_NAME_TAKEN, { name: [COMPANY_NAME_TAKEN] });
}

function requireAdmin(auth: AuthContext): void {
  requireRole(auth, ['ADMIN']);
  refuseDemoWrite(auth);
}

/**
 * Company administration (issue 14): company init for a signed-up user without a company, the
 * company's details and users (invite, role, deactivate; never the last admin), usage figures, the
 * plan, and the signed-in user's own profile and password. Rows are always the caller's company's.
 */
export function companyRoutes(deps: { clock: Clock; billing?: BillingProvider }): RouteModule {
  const billing = deps.billing ?? selfHostedBilling;
  return (app, ctx) => {
    const { db } = ctx;
    const invitationLink = (token: string) => `${ctx.config.publicUrl}/identity/invite/${token}`;
    const mailInvitation = async (to: string, inviter: UserAccount | undefined, token: string, expiresAt: Date, companyId: number) => {
      const companyName = (await db.query<{ name: string }>('SELECT name FROM core_company WHERE id = $1', [companyId])).rows[0]?.name ?? 'your company';
      const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : null;
      const link = invitationLink(token);
      return deliverLink(outboxFor(ctx.config), ctx.log, { what: 'invitation', link, expiresAt, mail: invitationMail({ to, companyName, inviterName, link, expiresAt }) });
    };

    app.post('/v1/company/init/', async (request, reply) => {
      const identify = ctx.authenticate.identify;
      if (!identify) throw new HttpError(500, 'Company initialisation is not available with this authenticator');
      const who = await identify(request);
      if (who.isDemo) throw new HttpError(403, 'This action is disabled in demo mode');
      if (who.companyId !== null) throw new HttpError(409, 'You already belong to a company.');
      const form = companyInitForm.parse(request.body ?? {});
      const created = await db.transaction(async (tx) => {
        await refuseTakenName(tx, form.name);
        const euid = newCompanyEuid();
        const company = (
          await tx.query<{ id: number }>(
            `INSERT INTO core_company (euid, name, industry, timezone, subscription, sub_status) VALUES ($1, $2, $3, $4, 'self-hosted', 'ACTIVE') RETURNING id`,
            [euid, form.name, form.industry, form.timezone],
          )
        ).rows[0]!;
        await tx.query(
          `INSERT INTO bigbrain_entity (euid, name, key, "desc", category, parent_id, depth, timezone, _company_id) VALUES ($1, $2, $3, '', 'COMPANY', NULL, 0, $4, $5)`,
          [euid, form.name, euid, form.timezone, company.id],
        );
        for (const s of STARTER_SHIFTS) {
          await tx.query('INSERT INTO bigbrain_shift (name, color, start_time, end_time, position, _company_id) VALUES ($1, $2, $3, $4, $5, $6)', [s.name, s.color, s.start, s.end, s.position, company.id]);
        }
        for (const r of STARTER_REASONS) {
          await tx.query('INSERT INTO bigbrain_reason (kind, name, "desc", planned, _company_id) VALUES ($1, $2, $3, $4, $5)', [r.kind, r.name, r.desc, r.planned, company.id]);
        }
        const moved = await tx.query(`UPDATE core_user SET _company_id = $2, role = 'ADMIN', timezone = $3 WHERE euid = $1 AND _company_id IS NULL`, [who.userEuid, company.id, form.timezone]);
        if (moved.affectedRows !== 1) throw new HttpError(409, 'You already belong to a company.');
        return { euid, name: form.name };
      });
      ctx.log.info(`company: ${created.euid} created by ${who.userEuid}`);
      return reply.code(201).send(created);
    });

    apiRoute(app, ctx, { method: 'GET', url: '/v1/company/', tag: 'company', summary: "The caller's company" }, async ({ auth }) => {
      const { rows } = await db.query('SELECT euid, name, "desc", industry, timezone, subscription, sub_status FROM core_company WHERE id = $1', [auth.companyId]);
      return rows[0];
    });

    apiRoute(app, ctx, { method: 'PUT', url: '/v1/company/', tag: 'company', summary: "Changes the caller's company", body: companyForm, access: 'ADMIN' }, async ({ auth, body }) => {
      requireAdmin(auth);
      await refuseTakenName(db, body.name, auth.companyId);
      await db.query('UPDATE core_company SET name = $2, "desc" = $3, industry = $4, timezone = $5 WHERE id = $1', [auth.companyId, body.name, body.desc, body.industry, body.timezone]);
      await db.query(`UPDATE bigbrain_entity SET name = $2, "desc" = $3 WHERE _company_id = $1 AND depth = 0`, [auth.companyId, body.name, body.desc]);
      return (await db.query('SELECT euid, name, "desc", industry, timezone, subscription, sub_status FROM core_company WHERE id = $1', [auth.companyId])).rows[0];
    });

    apiRoute(app, ctx, { method: 'GET', url: '/v1/company/users/', tag: 'company', summary: "The company's users", access: 'ADMIN or MANAGER' }, async ({ auth }) => {
      requireRole(auth, WRITER_ROLES);
      refuseDemoPersonalData(auth);
      return { results: await companyUsers(db, auth.companyId) };
    });

    apiRoute(app, ctx, { method: 'POST', url: '/v1/company/users/invite/', tag: 'company', summary: 'Invites a colleague by e-mail: mailed with SMTP_URL, else the link is answered to hand over', body: inviteForm, status: 201, access: 'ADMIN' }, async ({ auth, body, reply }): Promise<InvitationAnswer> => {
      requireAdmin(auth);
      const existing = await findUserByEmail(db, body.email);
      // The admin's own company's users are on the admin's list anyway.
      if (existing?.companyId === auth.companyId) throw new HttpError(409, 'An account with this email already exists.', { email: ['An account with this email already exists.'] });
      const euid = randomUUID();
      const row = { euid, email: body.email, first_name: '', last_name: '', role: body.role, status: 'INVITED' } satisfies CompanyUserRow;
      const expiresAt = new Date(deps.clock.now() + INVITATION_TTL_MS);
      reply.code(201);
      if (existing) {
        // Another company's account: answered as any invitation, so the form does not reveal who has an
        // account elsewhere (issue 34 §6); nothing is written or mailed and the operator's log says why.
        // Without a mail server the admin gets a link like any other, which its person finds not valid.
        ctx.log.info(`identity: invitation for ${body.email} not sent: the address already has an account`);
        const link = invitationLink(randomBytes(32).toString('base64url'));
        return { ...row, ...(outboxFor(ctx.config).sends ? { delivery: 'mail', expires_at: expiresAt.toISOString() } : { delivery: 'link', link, expires_at: expiresAt.toISOString() }) };
      }
      const inviter = await findUserByEuid(db, auth.userEuid);
      const token = await db.transaction(async (tx) => {
        const user = (
          await tx.query<{ id: number }>(
            `INSERT INTO core_user (euid, email, role, status, _company_id) VALUES ($1, $2, $3, 'INVITED', $4) RETURNING id`,
            [euid, body.email, body.role, auth.companyId],
          )
        ).rows[0]!;
        return createInvitation(tx, deps.clock, user.id, inviter?.id ?? null);
      });
      return { ...row, ...(await mailInvitation(body.email, inviter, token, expiresAt, auth.companyId)) };
    });

    apiRoute(app, ctx, { method: 'POST', url: '/v1/company/users/:euid/sign-in-link/', tag: 'company', summary: "A new one-time link for a colleague: a fresh invitation while invited, a password reset when active; mailed with SMTP_URL, else answered to hand over", params: euidParams, status: 201, access: 'ADMIN' }, async ({ auth, params, reply }): Promise<LinkDelivery> => {
      requireAdmin(auth);
      // Another company's user is simply not found.
      const user = (await companyUsers(db, auth.companyId)).find((u) => u.euid === params.euid);
      if (!user) throw new HttpError(404, 'User not found');
      if (user.status === 'INACTIVE') throw new HttpError(409, 'Activate the user first: a deactivated user cannot sign in.');
      reply.code(201);
      if (user.status === 'INVITED') {
        const inviter = await findUserByEuid(db, auth.userEuid);
        const invited = (await findUserByEmail(db, user.email))!;
        const token = await createInvitation(db, deps.clock, invited.id, inviter?.id ?? null);
        return mailInvitation(user.email, inviter, token, new Date(deps.clock.now() + INVITATION_TTL_MS), auth.companyId);
      }
      const token = (await requestPasswordReset(db, deps.clock, user.email))!;
      return deliverResetLink(outboxFor(ctx.config), ctx.log, { publicUrl: ctx.config.publicUrl, clock: deps.clock, to: user.email, token, issuedByAdmin: true });
    });

    const changeUser = async (auth: AuthContext, euid: string, change: { role?: string; status?: string }) => {
      requireAdmin(auth);
      const users = await companyUsers(db, auth.companyId);
      // Another company's user is simply not found.
      if (!users.some((u) => u.euid === euid)) throw new HttpError(404, 'User not found');
      if (removesLastAdmin(users, euid, change)) throw new HttpError(409, LAST_ADMIN_REFUSED);
      if (change.role) await db.query('UPDATE core_user SET role = $3 WHERE euid = $1 AND _company_id = $2', [euid, auth.companyId, change.role]);
      if (change.status) await db.query('UPDATE core_user SET status = $3 WHERE euid = $1 AND _company_id = $2', [euid, auth.companyId, change.status]);
      return { results: await companyUsers(db, auth.companyId) };
    };

    apiRoute(app, ctx, { method: 'PUT', url: '/v1/company/users/:euid/role/', tag: 'company', summary: "Changes a user's role", params: euidParams, body: roleChangeForm, access: 'ADMIN' }, ({ auth, params, body }) =>
      changeUser(auth, params.euid, { role: body.role }),
    );
    apiRoute(app, ctx, { method: 'POST', url: '/v1/company/users/:euid/deactivate/', tag: 'company', summary: 'Deactivates a user', params: euidParams, access: 'ADMIN' }, ({ auth, params }) =>
      changeUser(auth, params.euid, { status: 'INACTIVE' }),
    );
    apiRoute(app, ctx, { method: 'POST', url: '/v1/company/users/:euid/activate/', tag: 'company', summary: 'Activates a deactivated user', params: euidParams, access: 'ADMIN' }, async ({ auth, params }) => {
      const users = await companyUsers(db, auth.companyId);
      if (users.find((u) => u.euid === params.euid)?.status === 'INVITED') throw new HttpError(409, 'An invited user becomes active by accepting the invitation.');
      return changeUser(auth, params.euid, { status: 'ACTIVE' });
    });

    apiRoute(app, ctx, { method: 'GET', url: '/v1/company/setup_status/', tag: 'company', summary: "What the company holds for its first numbers: the Getting started checklist's counts", access: 'ADMIN or MANAGER' }, async ({ auth }): Promise<SetupCounts> => {
      requireRole(auth, WRITER_ROLES);
      const row = (
        await db.query<Record<keyof SetupCounts, string>>(
          `SELECT (SELECT count(*) FROM bigbrain_entity WHERE _company_id = $1 AND category = 'SITE') AS sites,
                  (SELECT count(*) FROM bigbrain_entity WHERE _company_id = $1 AND category = 'AREA') AS areas,
                  (SELECT count(*) FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE') AS machines,
                  (SELECT count(*) FROM bigbrain_shift WHERE _company_id = $1) AS shifts,
                  (SELECT count(*) FROM bigbrain_part WHERE _company_id = $1) AS parts,
                  (SELECT count(*) FROM bigbrain_part WHERE _company_id = $1 AND ppm > 0) AS "partsWithRate",
                  (SELECT COALESCE(sum(n), 0) FROM company_counts WHERE tbl = 'bigbrain_inpevent' AND _company_id = $1) AS events,
                  (SELECT count(*) FROM (SELECT 1 FROM bigbrain_resentity WHERE _company_id = $1 LIMIT 1) r) AS results`,
          [auth.companyId],
        )
      ).rows[0]!;
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as SetupCounts;
    });

    apiRoute(app, ctx, { method: 'GET', url: '/v1/company/usage/', tag: 'company', summary: "The company's usage figures", access: 'ADMIN or MANAGER' }, async ({ auth }) => {
      requireRole(auth, WRITER_ROLES);
      const c = (
        await db.query<Record<string, string>>(
          `SELECT (SELECT COALESCE(sum(n), 0) FROM company_counts WHERE tbl = 'bigbrain_inpevent' AND _company_id = $1) AS events,
                  (SELECT COALESCE(sum(n), 0) FROM company_counts WHERE tbl = 'bigbrain_inpschedule' AND _company_id = $1) AS schedules,
                  (SELECT count(*) FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE') AS machines,
                  (SELECT count(*) FROM core_user WHERE _company_id = $1 AND status = 'ACTIVE') AS users,
                  (SELECT count(*) FROM sch_queue WHERE _company_id = $1) AS sch_queue,
                  (SELECT count(*) FROM ent_queue WHERE _company_id = $1) AS ent_queue,
                  (SELECT COALESCE(sum(rows), 0) FROM sch_joblog WHERE _company_id = $1 AND started >= date_trunc('month', now())) AS sch_joblog,
                  (SELECT COALESCE(sum(rows), 0) FROM ent_joblog WHERE _company_id = $1 AND started >= date_trunc('month', now())) AS ent_joblog`,
          [auth.companyId],
        )
      ).rows[0]!;
      return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, Number(v)]));
    });

    apiRoute(app, ctx, { method: 'GET', url: '/v1/company/plan/', tag: 'company', summary: "The company's plan and subscription status" }, async ({ auth }) => {
      const company = (await db.query<{ euid: string; subscription: string | null; sub_status: string }>('SELECT euid, subscription, sub_status FROM core_company WHERE id = $1', [auth.companyId])).rows[0]!;
      return billing.planOf(company);
    });

    apiRoute(app, ctx, { method: 'PUT', url: '/v1/company_profile/me/', tag: 'profile', summary: "Changes the caller's own profile fields", body: profileForm }, async ({ auth, body }) => {
      refuseDemoWrite(auth);
      await db.query('UPDATE core_user SET first_name = $2, last_name = $3, job_title = $4, phone_number = $5, timezone = $6 WHERE euid = $1', [
        auth.userEuid,
        body.first_name,
        body.last_name,
        body.job_title,
        body.phone_number,
        body.timezone,
      ]);
      return body;
    });

    passwordChangeRoute(app, ctx, deps.clock);
  };
}
