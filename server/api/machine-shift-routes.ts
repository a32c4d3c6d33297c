import { z } from 'zod';
import { machineShiftsSchema } from '../../core/forms';
import { ALL_WEEKDAYS, runsShift, type MachineShiftDays } from '../../core/shifts';
import type { Queryable } from '../db/database';
import { enqueueWindows } from '../engine/enqueue';
import type { RouteModule } from '../http/context';
import { HttpError } from '../http/context';
import { loadMachineShiftDays } from '../ingest/machine-shift-days';
import { refuseDemoWrite, requireRole, WRITER_ROLES } from './guards';
import { apiRoute } from './route-kit';

type ShiftRow = { id: number; shift_key: string; name: string };

async function machineId(q: Queryable, companyId: number, key: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(`SELECT id FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE' AND key = $2`, [companyId, key]);
  if (!rows[0]) throw new HttpError(400, `No machine of your company has the key ${key}`, { machine_key: [`No machine of your company has the key ${key}`] });
  return rows[0].id;
}

async function companyShifts(q: Queryable, companyId: number): Promise<ShiftRow[]> {
  return (await q.query<ShiftRow>('SELECT id, upper(name) AS shift_key, name FROM bigbrain_shift WHERE _company_id = $1 ORDER BY position', [companyId])).rows;
}

/** Each company shift with the weekdays this machine runs it. */
async function machineShifts(q: Queryable, companyId: number, key: string) {
  const exceptions = (await loadMachineShiftDays(q, companyId, [key])).get(key) ?? [];
  return (await companyShifts(q, companyId)).map((s) => ({ shift_key: s.shift_key, name: s.name, weekdays: exceptions.find((e) => e.shiftKey === s.shift_key)?.weekdays ?? ALL_WEEKDAYS }));
}

/**
 * Issue 36: which of the company's shifts a machine runs, on which weekdays. Turning a shift off
 * removes the machine's planned runs it no longer allows (past days too: every figure follows the
 * rule) and queues their windows, so the answer's `queued` is the recomputation the screen follows.
 */
export const machineShiftRoutes: RouteModule = (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'GET', url: '/v1/machine_shifts/', tag: 'production_plan', summary: "The company's shifts with the weekdays a machine runs each", query: z.object({ machine_key: machineShiftsSchema.shape.machine_key }) },
    async ({ auth, query }) => {
      await machineId(ctx.db, auth.companyId, query.machine_key);
      return { machine_key: query.machine_key, shifts: await machineShifts(ctx.db, auth.companyId, query.machine_key) };
    },
  );
  apiRoute(
    app,
    ctx,
    { method: 'PUT', url: '/v1/machine_shifts/', tag: 'production_plan', summary: 'Set the weekdays a machine runs some shifts; answers {shifts, removed, queued}', body: machineShiftsSchema, access: WRITER_ROLES.join(' or ') },
    async ({ auth, body }) => {
      requireRole(auth, WRITER_ROLES);
      refuseDemoWrite(auth);
      return ctx.db.transaction(async (tx) => {
        const id = await machineId(tx, auth.companyId, body.machine_key);
        const shifts = new Map((await companyShifts(tx, auth.companyId)).map((s) => [s.shift_key, s]));
        const unknown = body.shifts.find((s) => !shifts.has(s.shift_key));
        if (unknown) throw new HttpError(400, `${unknown.shift_key} is not one of your shifts`, { shift_key: [`${unknown.shift_key} is not one of your shifts`] });
        for (const s of body.shifts) {
          const shiftId = shifts.get(s.shift_key)!.id;
          if (s.weekdays.length === ALL_WEEKDAYS.length) await tx.query('DELETE FROM bigbrain_machineshift WHERE _company_id = $3 AND machine_id = $1 AND shift_id = $2', [id, shiftId, auth.companyId]);
          else {
            await tx.query(
              `INSERT INTO bigbrain_machineshift (machine_id, shift_id, weekdays, _company_id) VALUES ($1, $2, $3::smallint[], $4)
               ON CONFLICT (_company_id, machine_id, shift_id) DO UPDATE SET weekdays = excluded.weekdays`,
              [id, shiftId, s.weekdays, auth.companyId],
            );
          }
        }
        const { removed, queued } = await removeRunsOutside(tx, auth.companyId, body.machine_key, body.shifts.map((s) => ({ shiftKey: s.shift_key, weekdays: s.weekdays })));
        return { shifts: await machineShifts(tx, auth.companyId, body.machine_key), removed, queued };
      });
    },
  );
};

/** Removes the machine's planned runs in shifts and days it no longer runs, queueing their windows. */
async function removeRunsOutside(tx: Queryable, companyId: number, machineKey: string, changed: readonly MachineShiftDays[]): Promise<{ removed: number; queued: number }> {
  const { rows } = await tx.query<{ id: number; shift_date: string; shift_key: string }>(
    `SELECT id, to_char(shift_date, 'YYYY-MM-DD') AS shift_date, shift_key FROM bigbrain_inpschedule
      WHERE _company_id = $1 AND machine_key = $2 AND shift_key = ANY($3::text[])`,
    [companyId, machineKey, changed.map((c) => c.shiftKey)],
  );
  const outside = rows.filter((r) => !runsShift(changed, r.shift_key, r.shift_date));
  if (outside.length === 0) return { removed: 0, queued: 0 };
  await tx.query('DELETE FROM bigbrain_inpschedule WHERE _company_id = $1 AND id = ANY($2::int[])', [companyId, outside.map((r) => r.id)]);
  const queued = await enqueueWindows(tx, outside.map((r) => ({ companyId, machineKey, shiftDate: r.shift_date, shiftKey: r.shift_key })));
  return { removed: outside.length, queued };
}
