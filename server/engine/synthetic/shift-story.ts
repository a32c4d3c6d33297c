import type { SeededRandom } from '../../demo/seeded-random';
import type { MachineCharacter } from './machine-character';
import { paretoPick } from './plant-story';

export interface ReasonBook {
  planned: string[];
  unplanned: string[];
  scrap: string[];
  reject: string[];
  rework: string[];
}

export interface StoryEvent {
  timestamp: number;
  type: 'PROD' | 'SCRP' | 'RJCT' | 'RWRK' | 'DOWN';
  quantity: number;
  reason_name: string | null;
  planned: boolean;
  end: number | null;
}

export interface ShiftStoryInput {
  start: number;
  end: number;
  /** Parts per minute of the part being run. */
  ppm: number;
  changeover: boolean;
  character: MachineCharacter;
  reasons: ReasonBook;
  rng: SeededRandom;
  /** Nothing happens at or after now; a stop still going on at now has no end yet. */
  now: number;
  /** A breakdown of the previous shift may still be going on when this one starts. */
  downUntil: number;
  /** Multiplies micro-stops, breakdowns and slow running (the night shift strains; default 1). */
  strain?: number;
  /** A plant-wide stop in this shift (a bad day): its reason and shortest and longest minutes. */
  incident?: { reason: string; minMinutes: number; maxMinutes: number };
}

export interface ShiftStory {
  events: StoryEvent[];
  plannedQuantity: number;
  /** When the last stop of this shift ends (the next shift stays down until then). */
  downUntil: number;
}

const MIN = 60_000;
export const SLOT_MS = 15 * MIN;

const named = (list: readonly string[], preferred: string, rng: SeededRandom): string =>
  list.includes(preferred) ? preferred : list.length > 0 ? rng.pick(list) : preferred;

/**
 * One machine's shift as a plant would log it: breaks and changeovers (planned stops), now and then
 * a breakdown, micro-stops, production counted every 15 minutes at the machine's own speed with
 * some slow slots, and scrap, reject and rework with reasons.
 */
export function shiftStory(input: ShiftStoryInput): ShiftStory {
  const { start, end, ppm, character: c, reasons, rng, now, strain = 1 } = input;
  const stops: Array<{ from: number; to: number; reason: string; planned: boolean; logged: boolean }> = [];
  if (input.downUntil > start) stops.push({ from: start, to: input.downUntil, reason: '', planned: false, logged: false });
  const hours = (end - start) / (60 * MIN);
  if (input.changeover) stops.push({ from: start, to: start + rng.int(15, 45) * MIN, reason: named(reasons.planned, 'Changeover', rng), planned: true, logged: true });
  if (hours >= 6) {
    stops.push({ from: start + 2 * 60 * MIN, to: start + 2 * 60 * MIN + 15 * MIN, reason: named(reasons.planned, 'Break', rng), planned: true, logged: true });
    stops.push({ from: start + 4 * 60 * MIN, to: start + 4 * 60 * MIN + 30 * MIN, reason: named(reasons.planned, 'Lunch', rng), planned: true, logged: true });
  }
  const longReasons = reasons.unplanned.filter((r) => r !== 'Minor Stop' && r !== 'Jam');
  if (rng.chance(Math.min(1, c.breakdownChance * strain))) {
    const from = start + rng.between(0.1, 0.9) * (end - start);
    const reason = longReasons.length ? paretoPick(longReasons, c.reasonOrder.long, rng) : 'Breakdown';
    stops.push({ from, to: from + rng.int(c.breakdownMinutes[0], c.breakdownMinutes[1]) * MIN, reason, planned: false, logged: true });
  }
  if (input.incident) {
    const { reason, minMinutes, maxMinutes } = input.incident;
    const from = start + rng.between(0.05, 0.4) * (end - start);
    stops.push({ from, to: from + rng.int(minMinutes, maxMinutes) * MIN, reason: named(reasons.unplanned, reason, rng), planned: false, logged: true });
  }
  const shortReasons = reasons.unplanned.filter((r) => r === 'Minor Stop' || r === 'Jam');
  const micro = Math.round(c.microStopsPerHour * strain * hours * rng.between(0.5, 1.5));
  for (let i = 0; i < micro; i++) {
    const from = start + rng.next() * (end - start);
    const reason = shortReasons.length ? paretoPick(shortReasons, c.reasonOrder.short, rng) : named(reasons.unplanned, 'Minor Stop', rng);
    stops.push({ from, to: from + rng.between(1, 6) * MIN, reason, planned: false, logged: true });
  }

  const events: StoryEvent[] = [];
  for (const s of stops) {
    if (!s.logged || s.from >= now) continue;
    events.push({ timestamp: Math.round(s.from), type: 'DOWN', quantity: 0, reason_name: s.reason, planned: s.planned, end: s.to > now ? null : Math.round(s.to) });
  }

  for (let slot = start; slot < end; slot += SLOT_MS) {
    const at = slot + SLOT_MS - MIN; // counts are reported near the end of each slot
    if (at >= now || at >= end) break;
    const downMs = stops.reduce((sum, s) => sum + Math.max(0, Math.min(s.to, slot + SLOT_MS) - Math.max(s.from, slot)), 0);
    const runMin = Math.max(0, SLOT_MS - downMs) / MIN;
    const pace = c.speed * (rng.chance(Math.min(1, c.slowChance * strain)) ? rng.between(0.4, 0.7) : rng.between(0.95, 1.04));
    const produced = Math.floor(ppm * runMin * pace);
    if (produced <= 0) continue;
    events.push({ timestamp: at, type: 'PROD', quantity: produced, reason_name: null, planned: false, end: null });
    // Losses are logged now and then, in lots: on average `rate` of what was produced.
    const loss = (type: StoryEvent['type'], rate: number, list: readonly string[], chance: number, offsetS: number) => {
      if (!rng.chance(chance)) return;
      const q = Math.round((produced * rate * rng.between(0, 2)) / chance);
      if (q > 0 && list.length > 0) events.push({ timestamp: at + offsetS * 1000, type, quantity: Math.min(q, produced), reason_name: rng.pick(list), planned: false, end: null });
    };
    loss('SCRP', c.scrapRate, reasons.scrap, 0.35, 10);
    loss('RJCT', c.rejectRate, reasons.reject, 0.12, 20);
    loss('RWRK', c.reworkRate, reasons.rework, 0.12, 30);
  }
  events.sort((a, b) => a.timestamp - b.timestamp);
  return {
    events,
    plannedQuantity: Math.round(ppm * ((end - start) / MIN) * 0.85),
    downUntil: stops.reduce((m, s) => (s.planned ? m : Math.max(m, s.to)), 0),
  };
}
