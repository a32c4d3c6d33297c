import type { Queryable } from '../db/database';
import { shiftKeyOf } from './calendar';

/**
 * A renamed shift keeps its history (issue 13): the schedules, events and results filed under the
 * old shift_key move to the new one, and queued work under the old key goes. Inputs already filed
 * under the new key (from an earlier shift of that name) keep theirs; results under the new key are
 * replaced, since the regeneration that follows a shift change computes them again.
 */
export async function rekeyRenamedShift(db: Queryable, companyId: number, oldName: string, newName: string): Promise<void> {
  const from = shiftKeyOf(oldName);
  const to = shiftKeyOf(newName);
  if (from === to) return;
  await db.query(
    `UPDATE bigbrain_inpschedule s SET shift_key = $3 WHERE s._company_id = $1 AND s.shift_key = $2
        AND NOT EXISTS (SELECT 1 FROM bigbrain_inpschedule o WHERE o._company_id = s._company_id AND o.machine_key = s.machine_key
                          AND o.shift_date = s.shift_date AND o.shift_key = $3 AND o.part_name = s.part_name AND o.operation = s.operation)`,
    [companyId, from, to],
  );
  await db.query('UPDATE bigbrain_inpevent SET shift_key = $3 WHERE _company_id = $1 AND shift_key = $2', [companyId, from, to]);
  await db.query('UPDATE bigbrain_restime SET shift_key = $3 WHERE _company_id = $1 AND shift_key = $2', [companyId, from, to]);
  await db.query('DELETE FROM bigbrain_resentity WHERE _company_id = $1 AND shift_key = $2', [companyId, to]);
  await db.query('UPDATE bigbrain_resentity SET shift_key = $3 WHERE _company_id = $1 AND shift_key = $2', [companyId, from, to]);
  await db.query('DELETE FROM sch_queue WHERE _company_id = $1 AND shift_key = $2', [companyId, from]);
  await forgetKeptCounts(db, companyId, [from, to]);
}

/** The kept sums and pending deltas of windows whose shift changed: the regeneration that follows computes them in full. */
async function forgetKeptCounts(db: Queryable, companyId: number, keys: readonly string[]): Promise<void> {
  await db.query('DELETE FROM sch_window_counts WHERE _company_id = $1 AND shift_key = ANY($2::text[])', [companyId, keys]);
  await db.query('DELETE FROM sch_pending WHERE _company_id = $1 AND shift_key = ANY($2::text[])', [companyId, keys]);
}

/** A deleted shift's results go with it; its inputs stay (they are the plant's records). */
export async function dropDeletedShiftResults(db: Queryable, companyId: number, name: string): Promise<void> {
  const key = shiftKeyOf(name);
  await db.query('DELETE FROM bigbrain_resentity WHERE _company_id = $1 AND shift_key = $2', [companyId, key]);
  await db.query('DELETE FROM sch_queue WHERE _company_id = $1 AND shift_key = $2', [companyId, key]);
  await forgetKeptCounts(db, companyId, [key]);
}
