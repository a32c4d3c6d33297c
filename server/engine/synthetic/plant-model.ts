import { DateTime } from 'luxon';
import { addDays, type DateOnly } from '../../../core/time';
import type { Queryable } from '../../db/database';
import { MACHINE_FAMILIES } from '../../demo/plant-catalog';
import { loadCalendars } from '../calendar';
import { ShiftWindows, type KeyedWindow } from '../shift-windows';
import { machineCharacter, seededFor, type MachineCharacter } from './machine-character';
import { BAD_DAY, isBadDay, shiftStrain } from './plant-story';
import { shiftStory, type ReasonBook, type ShiftStory } from './shift-story';

export interface PartRun {
  part_name: string;
  operation: string;
  ppm: number;
}

export interface SimMachine {
  key: string;
  timezone: string;
  character: MachineCharacter;
  parts: PartRun[];
}

/** Everything the synthetic production needs to know about one company's plant. */
export interface PlantModel {
  companyId: number;
  seed: number;
  windows: ShiftWindows;
  lastShiftKey: string;
  /** The first shift of the day (a bad day's plant-wide stop falls in it). */
  firstShiftKey: string;
  machines: SimMachine[];
  reasons: ReasonBook;
}

export interface PlannedShift {
  window: KeyedWindow;
  part: PartRun;
  story: ShiftStory;
}

export async function loadPlantModel(q: Queryable, companyId: number, seed: number): Promise<PlantModel> {
  const cal = (await loadCalendars(q, [companyId])).get(companyId)!;
  if (cal.shifts.length === 0) throw new Error(`Company ${companyId} has no shifts: add shifts before generating production`);
  const parts = await q.query<{ part_name: string; operation: string | null; ppm: string }>(
    `SELECT p.name AS part_name, o.name AS operation, COALESCE(o.ppm, p.ppm) AS ppm
       FROM bigbrain_part p LEFT JOIN bigbrain_operation o ON o._company_id = p._company_id AND o.part_id = p.id
      WHERE p._company_id = $1 ORDER BY p.name, o.name`,
    [companyId],
  );
  const runs: PartRun[] = parts.rows.map((r) => ({ part_name: r.part_name, operation: r.operation ?? '', ppm: Number(r.ppm) }));
  if (runs.length === 0) throw new Error(`Company ${companyId} has no parts: add parts before generating production`);
  const reasons = await q.query<{ kind: string; name: string; planned: boolean }>('SELECT kind, name, planned FROM bigbrain_reason WHERE _company_id = $1 ORDER BY name', [companyId]);
  const of = (kind: string, planned?: boolean) => reasons.rows.filter((r) => r.kind === kind && (planned === undefined || r.planned === planned)).map((r) => r.name);
  const machines = [...cal.machines.values()]
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((m) => ({ key: m.key, timezone: m.timezone, character: machineCharacter(seed, m.key), parts: partsFor(m.key, runs, seed) }));
  const byPosition = [...cal.shifts].sort((a, b) => a.position - b.position);
  return {
    companyId,
    seed,
    windows: new ShiftWindows(cal.shifts),
    lastShiftKey: byPosition[byPosition.length - 1]!.name.toUpperCase(),
    firstShiftKey: byPosition[0]!.name.toUpperCase(),
    machines,
    reasons: { planned: of('down', true), unplanned: of('down', false), scrap: of('scrap'), reject: of('reject'), rework: of('rework') },
  };
}

/** A machine makes the parts of its family (by key prefix), else a seeded handful of the company's parts. */
function partsFor(machineKey: string, runs: readonly PartRun[], seed: number): PartRun[] {
  const family = MACHINE_FAMILIES.find((f) => machineKey.startsWith(`${f.keyPrefix}-`));
  const names = new Set(family?.parts.map((p) => p.name) ?? []);
  const own = runs.filter((r) => names.has(r.part_name));
  if (own.length > 0) return own;
  const rng = seededFor(seed, `parts:${machineKey}`);
  return Array.from({ length: Math.min(3, runs.length) }, () => rng.pick(runs));
}

/** One part per machine and day, mostly OP10; a new part means a changeover at the day's first shift. */
export function partOfDay(model: PlantModel, m: SimMachine, date: DateOnly): PartRun {
  const rng = seededFor(model.seed, `part:${m.key}:${date}`);
  const main = m.parts.filter((p) => p.operation === 'OP10' || p.operation === '');
  return rng.chance(0.8) && main.length > 0 ? rng.pick(main) : rng.pick(m.parts);
}

export function runsShift(model: PlantModel, m: SimMachine, w: KeyedWindow): boolean {
  const weekday = DateTime.fromISO(w.shiftDate, { zone: m.timezone }).weekday; // 6, 7 = weekend
  if (m.character.weekendsOff && weekday >= 6) return false;
  return !(m.character.twoShifts && w.shiftKey === model.lastShiftKey);
}

/** The shift's plan and story (null when the line does not run), a pure function of the seed. */
export function planShift(model: PlantModel, m: SimMachine, w: KeyedWindow, now: number, downUntil = 0): PlannedShift | null {
  if (!runsShift(model, m, w)) return null;
  const part = partOfDay(model, m, w.shiftDate);
  const firstOfDay = model.windows.forDate(w.shiftDate, m.timezone).find((x) => runsShift(model, m, x))?.shiftKey === w.shiftKey;
  const changeover = firstOfDay && partOfDay(model, m, addDays(w.shiftDate, -1)).part_name !== part.part_name;
  const rng = seededFor(model.seed, `shift:${m.key}:${w.shiftDate}:${w.shiftKey}`);
  const strain = shiftStrain(w.shiftKey, model.lastShiftKey);
  const incident = isBadDay(w.shiftDate, model.seed) && w.shiftKey === model.firstShiftKey ? BAD_DAY : undefined;
  const story = shiftStory({ start: w.start, end: w.end, ppm: part.ppm, changeover, character: m.character, reasons: model.reasons, rng, now, downUntil, strain, incident });
  return { window: w, part, story };
}

/** The machine's shift windows from one date to another, in time order. */
export function windowsBetween(model: PlantModel, m: SimMachine, from: DateOnly, to: DateOnly): KeyedWindow[] {
  const out: KeyedWindow[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(...model.windows.forDate(d, m.timezone));
  return out.sort((a, b) => a.start - b.start);
}

/** A stable source id for a generated event: the simulator finds its stops again by it. */
export const erpTrans = (machineKey: string, timestamp: number, type: string): string => `${machineKey}:${timestamp}:${type}`;
