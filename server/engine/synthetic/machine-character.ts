import { createSeededRandom, type SeededRandom } from '../../demo/seeded-random';
import { isWorstMachine, reasonPreferences } from './plant-story';

/** What makes one machine different from the next: each keeps its character for the whole history. */
export interface MachineCharacter {
  /** Chance of a long breakdown in a shift. */
  breakdownChance: number;
  /** Shortest and longest breakdown, minutes. */
  breakdownMinutes: readonly [number, number];
  /** The reasons its breakdowns (long) and micro-stops (short) name, most frequent first (plant-story.ts). */
  reasonOrder: { long: readonly string[]; short: readonly string[] };
  /** Micro-stops per running hour. */
  microStopsPerHour: number;
  /** Share of the goal rate the machine really runs at. */
  speed: number;
  /** Chance that a 15-minute slot runs slow (worn tool, cautious operator). */
  slowChance: number;
  scrapRate: number;
  rejectRate: number;
  reworkRate: number;
  /** Chance a shift starts with a changeover to another part. */
  changeoverChance: number;
  /** Lines that do not run on Saturday and Sunday. */
  weekendsOff: boolean;
  /** Lines that run no Midnight shift (the last shift of the day). */
  twoShifts: boolean;
}

/** A generator seeded by the plant seed and a name, so adding a machine never changes another's story. */
export function seededFor(seed: number, name: string): SeededRandom {
  let h = seed >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return createSeededRandom(h);
}

export function machineCharacter(seed: number, machineKey: string): MachineCharacter {
  const rng = seededFor(seed, `character:${machineKey}`);
  const reliable = rng.chance(0.6);
  const character: MachineCharacter = {
    breakdownChance: reliable ? rng.between(0.02, 0.06) : rng.between(0.08, 0.18),
    breakdownMinutes: [20, 150],
    reasonOrder: reasonPreferences(machineKey),
    microStopsPerHour: rng.between(0.3, 2.5),
    speed: rng.between(0.78, 0.98),
    slowChance: rng.between(0.03, 0.15),
    scrapRate: rng.between(0.003, 0.03),
    rejectRate: rng.between(0.001, 0.012),
    reworkRate: rng.between(0.002, 0.02),
    changeoverChance: rng.between(0.1, 0.3),
    weekendsOff: rng.chance(0.35),
    twoShifts: rng.chance(0.25),
  };
  // The story's worst machine: a leaking press that runs every shift, slowly, and breaks down for hours.
  if (isWorstMachine(machineKey)) {
    return { ...character, breakdownChance: 0.7, breakdownMinutes: [60, 200], microStopsPerHour: 1, speed: 0.74, slowChance: 0.2, scrapRate: 0.03, weekendsOff: false, twoShifts: false };
  }
  return character;
}
