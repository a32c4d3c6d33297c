import type { Queryable } from '../../db/database';
import { enqueueWindows, filePendingCounts, INSERTED_EVENT, newCountsOf, type InsertedEvent, type WindowKey } from '../enqueue';
import { erpTrans, planShift, type PlannedShift, type PlantModel, type SimMachine } from './plant-model';
import type { StoryEvent } from './shift-story';

/**
 * When the simulator publishes through MQTT (server/engine/synthetic/umh-feed.ts), the plant's story
 * is split at an instant: the direct path writes what happened before it (and still closes its own
 * stops when they end), MQTT carries everything from it on.
 */
export interface Handover {
  at: number;
  /** The Source ID the MQTT path stores an event under: an event either path stored is not written again. */
  mqttIdOf(machineKey: string, e: StoryEvent): string;
}

/**
 * A machine's plans of the last three shifts up to `now` that were still running at `since`; the
 * plans before them are worked out too, so that a breakdown carried over from the shift before is
 * replayed as the history generator told it.
 */
export function runningPlans(model: PlantModel, m: SimMachine, now: number, since: number): PlannedShift[] {
  const windows = model.windows.overlapping(now - 36 * 3_600_000, now, m.timezone).filter((w) => w.start <= now).slice(-3);
  const plans: PlannedShift[] = [];
  let downUntil = 0;
  for (const w of windows) {
    const plan = planShift(model, m, w, now, downUntil);
    if (plan) downUntil = plan.story.downUntil;
    if (plan && w.end > since) plans.push(plan);
  }
  return plans;
}

/**
 * Brings the plant's current and previous shifts up to `now`: the events the seeded story has
 * produced by now and the database lacks are added (found by their Source ID), stops that have
 * ended since get their end, today's schedules exist, and the touched windows are queued: for new
 * counted events alone (and a shift in progress, whose scheduled time grows) as deltas on the
 * window's kept sums, for a stop or a new schedule in full. Running it again at the same instant changes nothing.
 * With a handover (MQTT), only the events before its instant are written here.
 */
export async function catchUpProduction(tx: Queryable, model: PlantModel, now: number, since: number, handover?: Handover): Promise<{ inserted: number; closed: number }> {
  const rows: unknown[][] = [];
  const ends: Array<[string, Date]> = [];
  const schedules: unknown[][] = [];
  const touched: Array<WindowKey & { countsOnly: boolean }> = [];
  const from = now - 2 * 24 * 3_600_000;
  const existing = await tx.query<{ erp_trans: string; open: boolean }>(
    `SELECT erp_trans, "end" IS NULL AND type = 'DOWN' AS open FROM bigbrain_inpevent WHERE _company_id = $1 AND "timestamp" >= $2 AND erp_trans IS NOT NULL`,
    [model.companyId, new Date(from)],
  );
  const known = new Map(existing.rows.map((r) => [r.erp_trans, r.open]));

  for (const m of model.machines) {
    for (const plan of runningPlans(model, m, now, since)) {
      const w = plan.window;
      schedules.push([w.shiftDate, m.key, plan.part.part_name, plan.part.operation, w.shiftKey, plan.story.plannedQuantity, plan.part.ppm]);
      let changed = false;
      let stops = false;
      for (const e of plan.story.events) {
        const id = erpTrans(m.key, e.timestamp, e.type);
        const open = known.get(id);
        if (open === undefined) {
          if (handover && (e.timestamp >= handover.at || known.has(handover.mqttIdOf(m.key, e)))) continue;
          rows.push([new Date(e.timestamp), m.key, plan.part.part_name, plan.part.operation || null, w.shiftDate, w.shiftKey, e.type, id, e.quantity, e.reason_name, e.planned, e.end === null ? null : new Date(e.end)]);
          changed = true;
          stops ||= e.type === 'DOWN';
        } else if (open && e.end !== null) {
          ends.push([id, new Date(e.end)]);
          changed = stops = true;
        }
      }
      // The shift in progress changes with every tick (its scheduled time grows up to now).
      if (changed || w.end > now) touched.push({ companyId: model.companyId, machineKey: m.key, shiftDate: w.shiftDate, shiftKey: w.shiftKey, countsOnly: !stops });
    }
  }

  // A window whose schedule is new is computed in full.
  const scheduled = new Set<string>();
  if (schedules.length > 0) {
    const added = await tx.query<{ k: string }>(
      `INSERT INTO bigbrain_inpschedule (shift_date, machine_key, part_name, operation, shift_key, quantity, ppm, _company_id)
       SELECT t.*, $8::int FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[]) AS t
       ON CONFLICT DO NOTHING RETURNING machine_key || '|' || shift_date::text || '|' || shift_key AS k`,
      [...transpose(schedules, 7), model.companyId],
    );
    for (const r of added.rows) scheduled.add(r.k);
  }
  let counted: Array<WindowKey & { countsOnly?: boolean }> = [];
  if (rows.length > 0) {
    const inserted = await tx.query<InsertedEvent>(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, part_name, operation, shift_date, shift_key, type, erp_trans, quantity, reason_name, planned, "end", _company_id)
       SELECT t.*, $13::int FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[],
          $9::numeric[], $10::text[], $11::bool[], $12::timestamptz[]) AS t
       RETURNING ${INSERTED_EVENT}`,
      [...transpose(rows, 12), model.companyId],
    );
    counted = await filePendingCounts(tx, model.companyId, newCountsOf(inserted.rows), now);
  }
  if (ends.length > 0) {
    await tx.query(
      `UPDATE bigbrain_inpevent e SET "end" = t.f FROM unnest($1::text[], $2::timestamptz[]) AS t(id, f)
        WHERE e._company_id = $3 AND e.erp_trans = t.id AND e."end" IS NULL`,
      [ends.map((x) => x[0]), ends.map((x) => x[1]), model.companyId],
    );
  }
  await enqueueWindows(tx, [...touched.map((w) => ({ ...w, countsOnly: w.countsOnly && !scheduled.has(`${w.machineKey}|${w.shiftDate}|${w.shiftKey}`) })), ...counted]);
  return { inserted: rows.length, closed: ends.length };
}

function transpose(rows: readonly unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, i) => rows.map((r) => r[i]));
}
