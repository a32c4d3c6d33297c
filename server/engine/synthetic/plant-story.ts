import type { DateOnly } from '../../../core/time';
import type { SeededRandom } from '../../demo/seeded-random';

/**
 * The demo plant's story (README, "The demo plant's story"; issue 35 point 9): what a visitor should
 * find in a minute. Press 03 is the worst machine (its hydraulics leak), the Midnight shift the worst
 * shift, every machine stops mostly for one or two reasons of its kind (a steep Pareto), and every
 * sixth day a late steel delivery stops the whole plant's Day shift (a bad day in every week).
 */

/** The worst machine: key prefix and number (PRS-03, or PRS-0003 in a plant of 1,000 machines). */
export const WORST_MACHINE = { keyPrefix: 'PRS', number: 3, name: 'Press 03', reason: 'Hydraulic Leak' } as const;
export const BAD_DAY = { everyDays: 6, reason: 'Material Shortage', minMinutes: 120, maxMinutes: 240 } as const;

/**
 * Micro-stops, breakdowns and slow running per shift position: the night shift strains, the day shifts
 * a little less, so that on average a shift has as many events as before (the same volume).
 */
const NIGHT_STRAIN = 1.8;
const DAY_STRAIN = 0.6;

/** Each reason is this share of the one ranked before it: 1, 0.3, 0.09, 0.027 (the fourth a 37th of the first). */
const PARETO_STEP = 0.3;

/** The reasons each kind of machine stops for, most frequent first (by key prefix). */
const LONG_REASONS_BY_FAMILY: Readonly<Record<string, readonly string[]>> = {
  PRS: ['Tool Breakage', 'Hydraulic Leak', 'Electrical Fault'],
  LTH: ['Tool Breakage', 'Quality Hold', 'Electrical Fault'],
  MIL: ['Tool Breakage', 'Quality Hold', 'Electrical Fault'],
  WLD: ['Electrical Fault', 'Quality Hold', 'Material Shortage'],
  ASM: ['No Operator', 'Material Shortage', 'Quality Hold'],
  PKG: ['Material Shortage', 'Electrical Fault', 'No Operator'],
};
const SHORT_REASONS_BY_FAMILY: Readonly<Record<string, readonly string[]>> = {
  PRS: ['Jam', 'Minor Stop'],
  PKG: ['Jam', 'Minor Stop'],
};
const SHORT_REASONS = ['Minor Stop', 'Jam'];

const familyOf = (machineKey: string): string => machineKey.split('-')[0] ?? '';

export function isWorstMachine(machineKey: string): boolean {
  const [prefix, number] = machineKey.split('-');
  return prefix === WORST_MACHINE.keyPrefix && Number(number) === WORST_MACHINE.number;
}

/** The reasons a machine's breakdowns and micro-stops name, most frequent first. */
export function reasonPreferences(machineKey: string): { long: readonly string[]; short: readonly string[] } {
  const family = familyOf(machineKey);
  const long = isWorstMachine(machineKey) ? [WORST_MACHINE.reason, 'Electrical Fault'] : (LONG_REASONS_BY_FAMILY[family] ?? []);
  return { long, short: SHORT_REASONS_BY_FAMILY[family] ?? SHORT_REASONS };
}

/** How hard a shift runs: the last shift of the day (Midnight) strains, the others less. */
export function shiftStrain(shiftKey: string, lastShiftKey: string): number {
  return shiftKey === lastShiftKey ? NIGHT_STRAIN : DAY_STRAIN;
}

/** Days since 1970-01-01 of a calendar date. */
const dayNumber = (date: DateOnly): number => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Every sixth day (by the calendar, so any seven days hold one or two) is a bad day for the whole plant. */
export function isBadDay(date: DateOnly, seed: number): boolean {
  return (dayNumber(date) + (seed % BAD_DAY.everyDays)) % BAD_DAY.everyDays === 0;
}

/**
 * One of `list`, the reasons named in `preferred` first (in that order), the rest after them, each
 * PARETO_STEP as likely as the one before.
 */
export function paretoPick(list: readonly string[], preferred: readonly string[], rng: SeededRandom): string {
  const ranked = [...preferred.filter((r) => list.includes(r)), ...list.filter((r) => !preferred.includes(r))];
  if (ranked.length === 0) throw new Error('cannot pick from an empty list');
  const total = ranked.reduce((sum, _, i) => sum + PARETO_STEP ** i, 0);
  let u = rng.next() * total;
  for (let i = 0; i < ranked.length; i++) {
    u -= PARETO_STEP ** i;
    if (u < 0) return ranked[i]!;
  }
  return ranked[ranked.length - 1]!;
}
