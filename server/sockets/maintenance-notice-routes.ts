import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { maintenanceNoticeForm } from '../../core/forms';
import { apiRoute } from '../api/route-kit';
import { HttpError, type AuthContext, type ServerContext } from '../http/context';
import type { BackendStateHub } from './backend-state-hub';

export const NOTICES_REFUSED = 'Only super users may schedule maintenance notices.';
const BASE = '/v1/navutil/scheduled_downtime/';

interface NoticeRow {
  pk: number;
  message: string;
  start_epoch: string;
  end_epoch: string;
  time_epoch: string | null;
  company_euid: string | null;
  company_name: string | null;
}

function requireSuper(auth: AuthContext): void {
  if (!auth.isSuper) throw new HttpError(403, NOTICES_REFUSED);
}

/**
 * Super users schedule the maintenance banner (core_scheduleddowntime) for everyone or one company:
 * list, create, delete. Every change is announced, so open workbenches show or drop the banner at once.
 */
export function registerMaintenanceNoticeRoutes(app: FastifyInstance, ctx: ServerContext, hub: BackendStateHub): void {
  const list = async () =>
    (
      await ctx.db.query<NoticeRow>(
        `SELECT d.pk, d.message, d.start_epoch, d.end_epoch, d.time_epoch, c.euid AS company_euid, c.name AS company_name
           FROM core_scheduleddowntime d LEFT JOIN core_company c ON c.id = d._company_id
          WHERE d.end_epoch >= $1 ORDER BY d.start_epoch, d.pk`,
        [Date.now()],
      )
    ).rows.map((r) => ({ ...r, start_epoch: Number(r.start_epoch), end_epoch: Number(r.end_epoch), time_epoch: r.time_epoch === null ? null : Number(r.time_epoch) }));

  apiRoute(app, ctx, { method: 'GET', url: BASE, tag: 'backend state', summary: 'Maintenance notices that have not ended (super users)', access: 'super users only' }, async ({ auth }) => {
    requireSuper(auth);
    return { results: await list() };
  });

  apiRoute(
    app,
    ctx,
    { method: 'POST', url: BASE, tag: 'backend state', summary: 'Schedules a maintenance notice for everyone or one company (super users)', body: maintenanceNoticeForm, status: 201, access: 'super users only' },
    async ({ auth, body }) => {
      requireSuper(auth);
      let companyId: number | null = null;
      if (body.company_euid) {
        companyId = (await ctx.db.query<{ id: number }>('SELECT id FROM core_company WHERE euid = $1', [body.company_euid])).rows[0]?.id ?? null;
        if (companyId === null) throw new HttpError(400, 'No such company', { company_euid: ['No such company'] });
      }
      const now = Date.now();
      await ctx.db.query(
        `INSERT INTO core_scheduleddowntime (message, start_epoch, end_epoch, time_epoch, updated_epoch, _company_id) VALUES ($1, $2, $3, $2, $4, $5)`,
        [body.message, Date.parse(body.start), Date.parse(body.end), now, companyId],
      );
      await hub.announce('scheduled_downtime');
      return { results: await list() };
    },
  );

  apiRoute(
    app,
    ctx,
    { method: 'DELETE', url: `${BASE}:pk/`, tag: 'backend state', summary: 'Removes a maintenance notice (super users)', params: z.object({ pk: z.coerce.number().int().positive().max(2_147_483_647) }), access: 'super users only' },
    async ({ auth, params }) => {
      requireSuper(auth);
      const { rows } = await ctx.db.query('DELETE FROM core_scheduleddowntime WHERE pk = $1 RETURNING pk', [params.pk]);
      if (rows.length === 0) throw new HttpError(404, 'No such notice');
      await hub.announce('scheduled_downtime');
      return { results: await list() };
    },
  );
}
