import { z } from 'zod';
import type { Queryable } from '../db/database';
import { queueRegeneration } from '../engine/regenerate';
import { PLAN_ROW_RATE_SQL } from './plan-rate';
import type { RouteModule } from '../http/context';
import { refuseDemoWrite, requireRole, WRITER_ROLES } from './guards';
import { apiRoute } from './route-kit';

/**
 * Recomputing history after a setup change (issue 13). The windows go to sch_queue; the engine's
 * workers drain it and /ws/backend_state/ pushes the shrinking queue ('Data regen in progress').
 *
 * - scope company: every machine, shift and date with inputs (shift times, time zones, an entity move).
 * - scope part: the part's schedules take its current rates (the machine's rate for the part first,
 *   then the operation's own, then the part's: PLAN_ROW_RATE_SQL), then only their windows are queued.
 * - scope machine_part: likewise for one machine's schedules of one part (issue 36).
 */
const rowId = (label: string) => z.number({ error: `${label} must be a number` }).int().min(1).max(2_147_483_647);

const body = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('company') }),
    z.object({ scope: z.literal('part'), part_id: rowId('Part') }),
    z.object({ scope: z.literal('machine_part'), machine_part_id: rowId('Machine part') }),
  ],
  { error: 'Scope must be company, part or machine_part' },
);

export const setupRegenRoutes: RouteModule = (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'POST', url: '/v1/setup_regen/', tag: 'setup_regen', summary: 'Queue the results a setup change affects for recomputation; answers {queued}', body, access: WRITER_ROLES.join(' or ') },
    async ({ auth, body: b }) => {
      requireRole(auth, WRITER_ROLES);
      refuseDemoWrite(auth);
      return ctx.db.transaction(async (tx) => {
        if (b.scope === 'part' || b.scope === 'machine_part') {
          const target = b.scope === 'part' ? await partTarget(tx, auth.companyId, b.part_id) : await machinePartTarget(tx, auth.companyId, b.machine_part_id);
          return { queued: target ? await retakeRates(tx, auth.companyId, target) : 0 };
        }
        return { queued: await queueRegeneration(tx, { companyId: auth.companyId }) };
      });
    },
  );
};

type RateTarget = { partName: string; machineKey?: string };

async function partTarget(tx: Queryable, companyId: number, partId: number): Promise<RateTarget | undefined> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM bigbrain_part WHERE id = $1 AND _company_id = $2', [partId, companyId]);
  return rows[0] && { partName: rows[0].name };
}

async function machinePartTarget(tx: Queryable, companyId: number, machinePartId: number): Promise<RateTarget | undefined> {
  const { rows } = await tx.query<{ part_name: string; machine_key: string }>(
    `SELECT p.name AS part_name, e.key AS machine_key FROM bigbrain_machinepart mp
       JOIN bigbrain_part p ON p._company_id = mp._company_id AND p.id = mp.part_id
       JOIN bigbrain_entity e ON e._company_id = mp._company_id AND e.id = mp.machine_id
      WHERE mp.id = $1 AND mp._company_id = $2`,
    [machinePartId, companyId],
  );
  return rows[0] && { partName: rows[0].part_name, machineKey: rows[0].machine_key };
}

/** The part's schedules (on one machine, or all) take their current rate; their windows are queued. */
async function retakeRates(tx: Queryable, companyId: number, target: RateTarget): Promise<number> {
  const params = [companyId, target.partName, target.machineKey ?? null];
  const match = 's._company_id = $1 AND s.part_name = $2 AND ($3::text IS NULL OR s.machine_key = $3)';
  await tx.query(`UPDATE bigbrain_inpschedule s SET ppm = ${PLAN_ROW_RATE_SQL} WHERE ${match}`, params);
  const q = await tx.query<{ n: number }>(
    `WITH w AS (
       INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key)
       SELECT DISTINCT _company_id, machine_key, shift_date, shift_key FROM bigbrain_inpschedule s WHERE ${match}
       ON CONFLICT (_company_id, machine_key, shift_date, shift_key)
       DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL, counts_only = false
       RETURNING 1)
     SELECT count(*)::int AS n FROM w`,
    params,
  );
  return q.rows[0]?.n ?? 0;
}
