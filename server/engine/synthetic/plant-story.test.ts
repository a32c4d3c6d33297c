import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/time';
import { MACHINE_FAMILIES } from '../../demo/plant-catalog';
import { DEFAULT_DEMO_SEED, planDemoPlant } from '../../demo/plant-plan';
import { DEFAULT_HISTORY_SEED } from '../../demo/production-history';
import { ShiftWindows } from '../shift-windows';
import { machineCharacter } from './machine-character';
import { planShift, windowsBetween, type PlantModel } from './plant-model';
import { isBadDay, isWorstMachine, WORST_MACHINE } from './plant-story';

/**
 * The demo plant's story (issue 35 point 9, README "The demo plant's story") on the generated
 * history of `npm start`'s plant (24 machines, the default seeds), without a database: OEE here is
 * good parts over what the machine's rate makes in the shift's time less its planned stops.
 */
const TODAY = '2026-11-27';
const NOW = Date.UTC(2026, 10, 28, 12); // 07:00 of the 28th in US/Eastern: the 27th is whole, its Midnight shift too
const plan = planDemoPlant({ machines: 24, seed: DEFAULT_DEMO_SEED, now: NOW });
const model: PlantModel = {
  companyId: 1,
  seed: DEFAULT_HISTORY_SEED,
  windows: new ShiftWindows(plan.shifts.map((s) => ({ name: s.name, startTime: s.start, endTime: s.end, position: s.position }))),
  lastShiftKey: 'MIDNIGHT',
  firstShiftKey: 'DAY',
  machines: plan.machines.map((m) => {
    const family = MACHINE_FAMILIES.find((f) => m.key.startsWith(`${f.keyPrefix}-`))!;
    return { key: m.key, timezone: 'US/Eastern', character: machineCharacter(DEFAULT_HISTORY_SEED, m.key), parts: family.parts.map((p) => ({ part_name: p.name, operation: 'OP10', ppm: p.ppm })) };
  }),
  reasons: {
    planned: plan.reasons.filter((r) => r.kind === 'down' && r.planned).map((r) => r.name),
    unplanned: plan.reasons.filter((r) => r.kind === 'down' && !r.planned).map((r) => r.name),
    scrap: plan.reasons.filter((r) => r.kind === 'scrap').map((r) => r.name),
    reject: plan.reasons.filter((r) => r.kind === 'reject').map((r) => r.name),
    rework: plan.reasons.filter((r) => r.kind === 'rework').map((r) => r.name),
  },
};

interface ShiftFigures { machine: string; date: string; shift: string; good: number; possible: number; unplannedByReason: Map<string, number>; events: number }

function history(from: string, to: string): ShiftFigures[] {
  const out: ShiftFigures[] = [];
  for (const m of model.machines) {
    let downUntil = 0;
    for (const w of windowsBetween(model, m, addDays(from, -1), to)) {
      const shift = planShift(model, m, w, NOW, downUntil);
      if (!shift) continue;
      downUntil = shift.story.downUntil;
      if (w.shiftDate < from || w.end > NOW) continue;
      let made = 0, bad = 0, plannedMs = 0;
      const unplannedByReason = new Map<string, number>();
      for (const e of shift.story.events) {
        if (e.type === 'PROD') made += e.quantity;
        if (e.type === 'SCRP' || e.type === 'RJCT') bad += e.quantity;
        if (e.type !== 'DOWN') continue;
        const ms = Math.min(e.end ?? w.end, w.end) - e.timestamp;
        if (e.planned) plannedMs += ms;
        else unplannedByReason.set(e.reason_name!, (unplannedByReason.get(e.reason_name!) ?? 0) + ms);
      }
      const possible = (shift.part.ppm * (w.end - w.start - plannedMs)) / 60_000;
      out.push({ machine: m.key, date: w.shiftDate, shift: w.shiftKey, good: made - bad, possible, unplannedByReason, events: shift.story.events.length });
    }
  }
  return out;
}

/** OEE % of the shifts grouped by `by`, worst first. */
function oeeBy(rows: readonly ShiftFigures[], by: (r: ShiftFigures) => string): Array<[string, number]> {
  const sums = new Map<string, { good: number; possible: number }>();
  for (const r of rows) {
    const s = sums.get(by(r)) ?? { good: 0, possible: 0 };
    s.good += r.good / r.possible; // each shift weighs the same, whatever the part's rate
    s.possible += 1;
    sums.set(by(r), s);
  }
  return [...sums].map(([k, s]): [string, number] => [k, (100 * s.good) / s.possible]).sort((a, b) => a[1] - b[1]);
}

function paretoOf(rows: readonly ShiftFigures[]): number[] {
  const total = new Map<string, number>();
  for (const r of rows) for (const [reason, ms] of r.unplannedByReason) total.set(reason, (total.get(reason) ?? 0) + ms);
  return [...total].sort((a, b) => b[1] - a[1]).map(([, ms]) => ms);
}

const lastWeek = history(addDays(TODAY, -6), TODAY);
const quarter = history(addDays(TODAY, -89), TODAY);
const worstKey = model.machines.find((m) => isWorstMachine(m.key))!.key;

describe("the demo plant's story (issue 35 point 9)", () => {
  it(`${WORST_MACHINE.name} is the clearly worst machine by OEE over the last 7 days, 10+ points below the next`, () => {
    const ranked = oeeBy(lastWeek, (r) => r.machine);
    expect(worstKey).toBe('PRS-03');
    expect(ranked[0]![0]).toBe(worstKey);
    expect(ranked[1]![1] - ranked[0]![1]).toBeGreaterThanOrEqual(10);
  });

  it(`${WORST_MACHINE.name}'s top unplanned reason over the last 7 days is ${WORST_MACHINE.reason}, 3x or more its fourth`, () => {
    const rows = lastWeek.filter((r) => r.machine === worstKey);
    const byReason = new Map<string, number>();
    for (const r of rows) for (const [reason, ms] of r.unplannedByReason) byReason.set(reason, (byReason.get(reason) ?? 0) + ms);
    const top = [...byReason].sort((a, b) => b[1] - a[1]);
    expect(top[0]![0]).toBe(WORST_MACHINE.reason);
    expect(top[0]![1]).toBeGreaterThanOrEqual(3 * (top[3]?.[1] ?? 0));
  });

  it("every machine's reason Pareto over 90 days is steep: its top unplanned reason is 3x or more its fourth", () => {
    for (const m of model.machines) {
      const pareto = paretoOf(quarter.filter((r) => r.machine === m.key));
      expect(pareto[0], m.key).toBeGreaterThanOrEqual(3 * pareto[3]!);
    }
  });

  it('the Midnight shift is the clearly worst shift of the last 7 days and of 90 days, 5+ points below the next', () => {
    for (const rows of [lastWeek, quarter]) {
      const ranked = oeeBy(rows, (r) => r.shift);
      expect(ranked[0]![0]).toBe('MIDNIGHT');
      expect(ranked[1]![1] - ranked[0]![1]).toBeGreaterThanOrEqual(5);
    }
  });

  it("the last 7 days hold one or two bad days, each the plant's worst of the week by 5+ points", () => {
    const days = Array.from({ length: 7 }, (_, i) => addDays(TODAY, -i));
    const bad = days.filter((d) => isBadDay(d, model.seed));
    expect(bad.length).toBeGreaterThanOrEqual(1);
    expect(bad.length).toBeLessThanOrEqual(2);
    const ranked = oeeBy(lastWeek, (r) => r.date);
    expect(ranked.slice(0, bad.length).map(([d]) => d).sort()).toEqual([...bad].sort());
    const bestBad = ranked[bad.length - 1]![1];
    expect(ranked[bad.length]![1] - bestBad).toBeGreaterThanOrEqual(5);
  });

  it('keeps the volume of events within 3% of the plant before the story (295,028 in these 90 days at ed91959)', () => {
    const events = quarter.reduce((n, r) => n + r.events, 0);
    expect(Math.abs(events / 295_028 - 1)).toBeLessThan(0.03);
  });
});
