import { addDays, assertDateOnly } from '../../core/time';
import type { Database } from '../db/database';
import { CopyBuffer, EVENT_COLUMNS, SCHEDULE_COLUMNS } from '../engine/synthetic/csv';
import { withIndexesDeferred } from '../engine/synthetic/deferred-indexes';
import { erpTrans, loadPlantModel, planShift, windowsBetween, type PlantModel } from '../engine/synthetic/plant-model';
import { phaseClock, type PhaseTime } from './phase-clock';

export const DEFAULT_HISTORY_SEED = 20250423;

/** The event columns the regeneration after a load filters on (server/engine/load-window-inputs.ts). */
export const ENGINE_EVENT_COLUMNS = ['_company_id', 'machine_key', '"timestamp"', 'type', 'shift_date', '"end"'] as const;

export interface ProductionHistoryOptions {
  days: number;
  /** YYYY-MM-DD in the company time zone: the last day generated. */
  today: string;
  seed?: number;
  /** Nothing is generated at or after this instant (default: the current time). */
  now?: number;
}

/**
 * Writes `days` days of schedules and events up to today for every machine of the company, as a
 * real plant would log them (see synthetic/shift-story.ts), with COPY. Deterministic from the seed.
 * It computes nothing: run regenerate() afterwards (the server does).
 */
export interface ProductionHistory {
  events: number;
  schedules: number;
  /** Generating the rows while COPY loads them (overlapped), building the deferred keys and indexes with ANALYZE, the checkpoint. */
  phases: { generateAndCopy: PhaseTime; indexes: PhaseTime; checkpoint: PhaseTime };
}

export async function generateProductionHistory(db: Database, companyId: number, opts: ProductionHistoryOptions): Promise<ProductionHistory> {
  if (!Number.isInteger(opts.days) || opts.days < 1 || opts.days > 3660) throw new Error(`days must be a whole number from 1 to 3660, got ${opts.days}`);
  const today = assertDateOnly(opts.today, 'today');
  const now = opts.now ?? Date.now();
  const seed = opts.seed ?? DEFAULT_HISTORY_SEED;
  const model = await loadPlantModel(db, companyId, seed);
  // The simulator continues this story later, from the same seed.
  await db.query(
    'INSERT INTO engine_synthetic_seed (_company_id, seed) VALUES ($1, $2) ON CONFLICT (_company_id) DO UPDATE SET seed = excluded.seed',
    [companyId, seed],
  );
  const from = addDays(today, -(opts.days - 1));
  const events = new CopyBuffer(db, 'bigbrain_inpevent', EVENT_COLUMNS);
  const schedules = new CopyBuffer(db, 'bigbrain_inpschedule', SCHEDULE_COLUMNS);

  const clock = phaseClock();
  let copied: PhaseTime = { wall: 0, cpu: 0 };
  // On an empty table (a fresh plant, a benchmark) the event indexes are built once at the end.
  await withIndexesDeferred(
    db,
    'bigbrain_inpevent',
    async () => {
      await writeHistory(model, { from, today, now }, events, schedules);
      copied = clock.lap();
    },
    { analyzeColumns: ENGINE_EVENT_COLUMNS },
  );
  const indexed = clock.lap();
  // PGlite keeps a bulk load in its write-ahead log until a checkpoint; write it out now.
  if (db.kind === 'embedded') await db.exec('CHECKPOINT');
  return { events: events.total, schedules: schedules.total, phases: { generateAndCopy: copied, indexes: indexed, checkpoint: clock.lap() } };
}

async function writeHistory(model: PlantModel, span: { from: string; today: string; now: number }, events: CopyBuffer, schedules: CopyBuffer): Promise<void> {
  const { from, today, now } = span;
  const companyId = model.companyId;
  for (const m of model.machines) {
    let downUntil = 0;
    for (const w of windowsBetween(model, m, from, today)) {
      if (w.start >= now || w.shiftDate < from || w.shiftDate > today) continue;
      const plan = planShift(model, m, w, now, downUntil);
      if (!plan) continue;
      downUntil = plan.story.downUntil;
      const { part, story } = plan;
      await schedules.add([w.shiftDate, m.key, part.part_name, part.operation, w.shiftKey, story.plannedQuantity, part.ppm, companyId]);
      for (const e of story.events) {
        await events.add([
          new Date(e.timestamp).toISOString(), m.key, part.part_name, part.operation || null, w.shiftDate, w.shiftKey, e.type,
          erpTrans(m.key, e.timestamp, e.type), e.quantity, e.reason_name, e.planned, e.end === null ? null : new Date(e.end).toISOString(), companyId,
        ]);
      }
    }
  }
  await schedules.flush();
  await events.flush();
}
