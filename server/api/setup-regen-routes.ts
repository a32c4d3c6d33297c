import { z } from 'zod';
import { queueRegeneration } from '../engine/regenerate';
import type { RouteModule } from '../http/context';
import { refuseDemoWrite, requireRole, WRITER_ROLES } from './guards';
import { apiRoute } from './route-kit';

/**
 * Recomputing history after a setup change (issue 13). The windows go to sch_queue; the engine's
 * workers drain it and /ws/backend_state/ pushes the shrinking queue ('Data regen in progress').
 *
 * - scope company: every machine, shift and date with inputs (shift times, time zones, an entity move).
 * - scope part: the part's schedules take its current rates (an operation's own rate wins, as in
 *   the database's rule), then only their windows are queued.
 */
const body = z.discriminatedUnion(
  'scope',
  [z.object({ scope: z.literal('company') }), z.object({ scope: z.literal('part'), part_id: z.number({ error: 'Part must be a number' }).int().min(1).max(2_147_483_647) })],
  { error: 'Scope must be company or part' },
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
        if (b.scope === 'part') {
          const { rows } = await tx.query<{ name: string }>('SELECT name FROM bigbrain_part WHERE id = $1 AND _company_id = $2', [b.part_id, auth.companyId]);
          if (!rows[0]) return { queued: 0 };
          await tx.query(
            `UPDATE bigbrain_inpschedule s
                SET ppm = COALESCE((SELECT o.ppm FROM bigbrain_operation o WHERE o.part_id = p.id AND o.name = s.operation), p.ppm)
               FROM bigbrain_part p
              WHERE p.id = $1 AND p._company_id = $2 AND s._company_id = $2 AND s.part_name = p.name`,
            [b.part_id, auth.companyId],
          );
          const q = await tx.query<{ n: number }>(
            `WITH w AS (
               INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key)
               SELECT DISTINCT _company_id, machine_key, shift_date, shift_key FROM bigbrain_inpschedule WHERE _company_id = $1 AND part_name = $2
               ON CONFLICT (_company_id, machine_key, shift_date, shift_key)
               DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL, counts_only = false
               RETURNING 1)
             SELECT count(*)::int AS n FROM w`,
            [auth.companyId, rows[0].name],
          );
          return { queued: q.rows[0]?.n ?? 0 };
        }
        return { queued: await queueRegeneration(tx, { companyId: auth.companyId }) };
      });
    },
  );
};
