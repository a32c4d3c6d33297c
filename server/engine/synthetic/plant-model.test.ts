import { describe, expect, it } from 'vitest';
import { ShiftWindows } from '../shift-windows';
import { machineCharacter } from './machine-character';
import { partOfDay, planShift, runsShift, windowsBetween, type PlantModel, type SimMachine } from './plant-model';

const shifts = [
  { name: 'Day', startTime: '07:00', endTime: '15:00', position: 1 },
  { name: 'Afternoon', startTime: '15:00', endTime: '23:00', position: 2 },
  { name: 'Midnight', startTime: '23:00', endTime: '07:00', position: 3 },
];
const parts = [
  { part_name: 'A', operation: 'OP10', ppm: 10 },
  { part_name: 'B', operation: 'OP10', ppm: 5 },
];
const machine = (key: string, traits: Partial<SimMachine['character']> = {}): SimMachine => ({
  key, timezone: 'US/Eastern', parts, character: { ...machineCharacter(1, key), ...traits },
});
const model = (machines: SimMachine[]): PlantModel => ({
  companyId: 1, seed: 1, windows: new ShiftWindows(shifts), lastShiftKey: 'MIDNIGHT', firstShiftKey: 'DAY', machines,
  reasons: { planned: ['Changeover', 'Break', 'Lunch'], unplanned: ['Jam', 'Electrical Fault'], scrap: ['Dimensional'], reject: ['Burr'], rework: ['Deburr'] },
});
const LATER = Date.parse('2030-01-01T00:00:00Z');

describe('the demo plant', () => {
  it('each machine has its own character, the same for the same seed', () => {
    expect(machineCharacter(1, 'PRS-01')).toEqual(machineCharacter(1, 'PRS-01'));
    expect(machineCharacter(1, 'PRS-01')).not.toEqual(machineCharacter(1, 'PRS-02'));
    const speeds = Array.from({ length: 24 }, (_, i) => machineCharacter(1, `M-${i}`).speed);
    expect(new Set(speeds).size).toBe(24);
  });

  it('some lines are off at weekends: no shift runs on Saturday or Sunday', () => {
    const m = machine('L1', { weekendsOff: true, twoShifts: false });
    const p = model([m]);
    const ran = windowsBetween(p, m, '2026-03-06', '2026-03-09').filter((w) => runsShift(p, m, w)).map((w) => w.shiftDate);
    expect([...new Set(ran)]).toEqual(['2026-03-06', '2026-03-09']); // Friday and Monday
  });

  it('two-shift lines run no Midnight shift', () => {
    const m = machine('L2', { weekendsOff: false, twoShifts: true });
    const p = model([m]);
    expect(windowsBetween(p, m, '2026-03-09', '2026-03-09').filter((w) => runsShift(p, m, w)).map((w) => w.shiftKey)).toEqual(['DAY', 'AFTERNOON']);
  });

  it("a changeover opens the day's first shift when the part differs from the day before", () => {
    const m = machine('L3', { weekendsOff: false, twoShifts: false, breakdownChance: 0 });
    const p = model([m]);
    let checked = 0;
    for (let d = 1; d <= 20; d++) {
      const date = `2026-04-${String(d).padStart(2, '0')}`;
      const prev = d === 1 ? '2026-03-31' : `2026-04-${String(d - 1).padStart(2, '0')}`;
      const [first, second] = windowsBetween(p, m, date, date);
      const plan = planShift(p, m, first!, LATER)!;
      const changed = partOfDay(p, m, date).part_name !== partOfDay(p, m, prev).part_name;
      expect(plan.story.events.some((e) => e.reason_name === 'Changeover')).toBe(changed);
      expect(planShift(p, m, second!, LATER)!.story.events.some((e) => e.reason_name === 'Changeover')).toBe(false);
      checked += changed ? 1 : 0;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
