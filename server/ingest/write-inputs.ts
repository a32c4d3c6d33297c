import type { InputEvent, ScheduleRow } from '../../core/forms';
import type { Queryable } from '../db/database';
import { enqueueForEvents, enqueueWindows, INSERTED_EVENT, newCountsOf, type EventSpan, type InsertedEvent } from '../engine/enqueue';
import { assertMachinesRunShifts } from './machine-shift-days';
import { rowError } from './validate-rows';

/** Every machine key must be one of the caller's company's machines (row number of the first that is not). */
export async function assertOwnMachines(tx: Queryable, companyId: number, keys: readonly string[]): Promise<void> {
  const known = await tx.query<{ key: string }>(
    `SELECT key FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE' AND key = ANY($2::text[])`,
    [companyId, [...new Set(keys)]],
  );
  const ok = new Set(known.rows.map((r) => r.key));
  const bad = keys.findIndex((k) => !ok.has(k));
  if (bad >= 0) throw rowError(bad + 1, `machine_key: '${keys[bad]}' is not a machine of your company`, { machine_key: ['Unknown machine key'] });
}

/** Every shift_key must name one of the company's shifts (row number of the first that does not). */
export async function assertKnownShifts(tx: Queryable, companyId: number, keys: readonly string[]): Promise<void> {
  const shifts = await tx.query<{ k: string }>('SELECT upper(name) AS k FROM bigbrain_shift WHERE _company_id = $1 ORDER BY position', [companyId]);
  const ok = new Set(shifts.rows.map((r) => r.k));
  const bad = keys.findIndex((k) => !ok.has(k));
  if (bad >= 0) throw rowError(bad + 1, `shift_key: '${keys[bad]}' is not one of your shifts (${[...ok].join(', ')})`, { shift_key: ['Unknown shift'] });
}

/**
 * Inserts events and queues the windows they touch. An event whose erp_trans (Source ID) is already
 * stored for the company corrects that event: the old one is replaced and its windows recomputed too.
 */
export async function writeEvents(tx: Queryable, companyId: number, rows: readonly InputEvent[], now: number): Promise<{ inserted: number; replaced: number; queued: number }> {
  await assertOwnMachines(tx, companyId, rows.map((r) => r.machine_key));
  await assertKnownShifts(tx, companyId, rows.map((r) => r.shift_key));
  const sourceIds = rows.map((r) => r.erp_trans).filter((s) => s !== '');
  const replaced = sourceIds.length
    ? await tx.query<{ machine_key: string; ts: Date | string; end: Date | string | null; type: string }>(
        `DELETE FROM bigbrain_inpevent WHERE _company_id = $1 AND erp_trans = ANY($2::text[])
         RETURNING machine_key, "timestamp" AS ts, "end", type`,
        [companyId, sourceIds],
      )
    : { rows: [] };
  const col = <K extends keyof InputEvent>(k: K) => rows.map((r) => r[k]);
  const inserted = await tx.query<InsertedEvent>(
    `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, part_name, operation, shift_date, shift_key, type, erp_trans,
        quantity, reason_name, planned, "end", _company_id)
     SELECT t.*, $13::int FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[],
        $8::text[], $9::numeric[], $10::text[], $11::bool[], $12::timestamptz[]) AS t
     RETURNING ${INSERTED_EVENT}`,
    [
      col('timestamp'), col('machine_key'), rows.map((r) => r.part_name || null), rows.map((r) => r.operation || null), col('shift_date'),
      col('shift_key'), col('type'), rows.map((r) => r.erp_trans || null), col('quantity'), rows.map((r) => r.reason_name || null),
      col('planned'), rows.map((r) => r.end ?? null), companyId,
    ],
  );
  // New counted events reach their windows' results as deltas; stops and replaced events change them in full.
  const spans: EventSpan[] = [
    ...rows.filter((r) => r.type === 'DOWN').map((r) => ({ machine_key: r.machine_key, type: r.type, timestamp: Date.parse(r.timestamp), end: r.end ? Date.parse(r.end) : null })),
    ...replaced.rows.map((r) => ({ machine_key: r.machine_key, type: r.type, timestamp: new Date(r.ts).getTime(), end: r.end === null ? null : new Date(r.end).getTime() })),
  ];
  const queued = await enqueueForEvents(tx, companyId, spans, now, newCountsOf(inserted.rows));
  return { inserted: rows.length, replaced: replaced.rows.length, queued };
}

/** Inserts schedules; one sent again (same machine, date, shift, part and operation) corrects the stored one. */
export async function writeSchedules(tx: Queryable, companyId: number, rows: readonly ScheduleRow[]): Promise<{ written: number; queued: number }> {
  await assertOwnMachines(tx, companyId, rows.map((r) => r.machine_key));
  await assertKnownShifts(tx, companyId, rows.map((r) => r.shift_key));
  await assertMachinesRunShifts(tx, companyId, rows);
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const key = [r.machine_key, r.shift_date, r.shift_key, r.part_name, r.operation].join('|');
    const first = seen.get(key);
    if (first !== undefined) throw rowError(i + 1, `the same schedule as row ${first} (machine, date, shift, part and operation)`);
    seen.set(key, i + 1);
  });
  await tx.query(
    `INSERT INTO bigbrain_inpschedule (shift_date, machine_key, part_name, operation, shift_key, quantity, ppm, _company_id)
     SELECT t.*, $8::int FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[]) AS t
     ON CONFLICT (_company_id, machine_key, shift_date, shift_key, part_name, operation)
     DO UPDATE SET quantity = excluded.quantity, ppm = excluded.ppm`,
    [
      rows.map((r) => r.shift_date), rows.map((r) => r.machine_key), rows.map((r) => r.part_name), rows.map((r) => r.operation),
      rows.map((r) => r.shift_key), rows.map((r) => r.quantity), rows.map((r) => r.ppm), companyId,
    ],
  );
  const queued = await enqueueWindows(tx, rows.map((r) => ({ companyId, machineKey: r.machine_key, shiftDate: r.shift_date, shiftKey: r.shift_key })));
  return { written: rows.length, queued };
}
