import { DateTime } from 'luxon';
import { planCopySchema } from '../../core/forms';
import type { RouteModule } from '../http/context';
import { HttpError } from '../http/context';
import { schedulesOutsideMachineShifts } from '../ingest/machine-shift-days';
import { writeSchedules } from '../ingest/write-inputs';
import { requireRole, WRITER_ROLES } from './guards';
import { apiRoute } from './route-kit';

/**
 * Issue 36: a planner copies one machine's day to the following days. Rows already planned on those
 * days for the same shift, part and operation are corrected rather than doubled (the ingestion's
 * upsert), and every window written is queued for the engine.
 */
export const planCopyRoutes: RouteModule = (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'POST', url: '/v1/production_plan_copy/', tag: 'production_plan', summary: "Copy a machine's plan of one day to the next days; answers {written, queued, skipped} (skipped: days the machine does not run that shift)", body: planCopySchema, access: WRITER_ROLES.join(' or ') },
    async ({ auth, body }) => {
      requireRole(auth, WRITER_ROLES);
      return ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ part_name: string; operation: string; shift_key: string; quantity: string; ppm: string }>(
          `SELECT part_name, operation, shift_key, quantity, ppm FROM bigbrain_inpschedule WHERE _company_id = $1 AND machine_key = $2 AND shift_date = $3::date`,
          [auth.companyId, body.machine_key, body.shift_date],
        );
        if (rows.length === 0) throw new HttpError(400, `No production plan for ${body.machine_key} on ${body.shift_date} to copy`);
        const start = DateTime.fromISO(body.shift_date, { zone: 'utc' });
        const copies = Array.from({ length: body.days }, (_, i) => start.plus({ days: i + 1 }).toISODate()!).flatMap((day) =>
          rows.map((r) => ({ shift_date: day, machine_key: body.machine_key, part_name: r.part_name, operation: r.operation, shift_key: r.shift_key, quantity: Number(r.quantity), ppm: Number(r.ppm) })),
        );
        // Days the machine does not run a shift (its production setup) are skipped, not refused: a
        // week copied onto a machine idle at weekends plans the weekdays.
        const outside = new Set((await schedulesOutsideMachineShifts(tx, auth.companyId, copies)).map((o) => o.schedule));
        const kept = copies.filter((c) => !outside.has(c));
        if (kept.length === 0) return { written: 0, queued: 0, skipped: outside.size };
        return { ...(await writeSchedules(tx, auth.companyId, kept)), skipped: outside.size };
      });
    },
  );
};
