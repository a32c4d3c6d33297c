import { describe, expect, it } from 'vitest';
import { METRIC_KEYS, REASON_KINDS, ROLES } from '../../core/model';
import { planDemoPlant } from './plant-plan';

const NOW = Date.UTC(2026, 10, 21, 12);
const plan = planDemoPlant({ machines: 24, seed: 1, now: NOW });

describe('demo plant plan', () => {
  it('has at least 2 sites, 5 areas and 24 machines by default size', () => {
    expect(plan.sites.length).toBeGreaterThanOrEqual(2);
    expect(plan.areas.length).toBeGreaterThanOrEqual(5);
    expect(plan.machines).toHaveLength(24);
  });

  it('spreads the machines over every site and area', () => {
    const perArea = new Map(plan.areas.map((a) => [a.key, plan.machines.filter((m) => m.parentKey === a.key).length]));
    expect(Math.min(...perArea.values())).toBeGreaterThanOrEqual(4);
    for (const site of plan.sites) expect(plan.areas.some((a) => a.parentKey === site.key && perArea.get(a.key)! > 0)).toBe(true);
  });

  it('gives machines realistic names such as "Press 01", "CNC Lathe 02", "Packaging Line 2"', () => {
    const names = plan.machines.map((m) => m.name);
    expect(names).toContain('Press 01');
    expect(names).toContain('CNC Lathe 02');
    expect(names).toContain('Packaging Line 2');
    for (const n of names) expect(n).toMatch(/^(Press|CNC Lathe|CNC Mill|Robot Welder|Assembly Cell|Packaging Line) \d+$/);
  });

  it.each([1, 5, 7, 100, 1000])('builds any number of machines (%i) with unique keys and euids', (n) => {
    const p = planDemoPlant({ machines: n, seed: 3, now: NOW });
    expect(p.machines).toHaveLength(n);
    expect(new Set(p.machines.map((m) => m.key)).size).toBe(n);
    const euids = [p.company, ...p.sites, ...p.areas, ...p.machines, ...p.users].map((e) => e.euid);
    expect(new Set(euids).size).toBe(euids.length);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses a machine count of %s with a clear error', (n) => {
    expect(() => planDemoPlant({ machines: n })).toThrow(/machines must be a whole number/);
  });

  it('is the same plant for the same seed and a different one for another seed', () => {
    expect(planDemoPlant({ machines: 24, seed: 1, now: NOW })).toEqual(plan);
    expect(planDemoPlant({ machines: 24, seed: 2, now: NOW }).company.euid).not.toBe(plan.company.euid);
  });

  it("names the company 'Demo Plant' with a company euid starting with 'C'", () => {
    expect(plan.company.name).toBe('Demo Plant');
    expect(plan.company.euid).toMatch(/^C/);
  });

  it('has the three shifts Day 07:00-15:00, Afternoon 15:00-23:00 and Midnight 23:00-07:00 with colours', () => {
    expect(plan.shifts.map((s) => [s.name, s.start, s.end])).toEqual([
      ['Day', '07:00', '15:00'], ['Afternoon', '15:00', '23:00'], ['Midnight', '23:00', '07:00'],
    ]);
    for (const s of plan.shifts) expect(s.color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('has reasons of every kind, with planned and unplanned downtime', () => {
    for (const kind of REASON_KINDS) expect(plan.reasons.some((r) => r.kind === kind)).toBe(true);
    const down = plan.reasons.filter((r) => r.kind === 'down');
    expect(down.filter((r) => r.planned).map((r) => r.name)).toEqual(expect.arrayContaining(['Changeover', 'Planned Maintenance', 'Lunch']));
    expect(down.filter((r) => !r.planned).map((r) => r.name)).toEqual(expect.arrayContaining(['Jam', 'Electrical Fault']));
    expect(plan.reasons.filter((r) => r.kind !== 'down').every((r) => !r.planned)).toBe(true);
  });

  it('gives every part a positive rate and two operations, whose own rate overrides only when set', () => {
    for (const p of plan.parts) {
      expect(p.ppm).toBeGreaterThan(0);
      const ops = plan.operations.filter((o) => o.partName === p.name);
      expect(ops.map((o) => o.name)).toEqual(['OP10', 'OP20']);
      for (const o of ops) expect(o.ppm === null || o.ppm > 0).toBe(true);
    }
    expect(plan.operations.some((o) => o.ppm !== null)).toBe(true);
  });

  it('has a metric setup row per metric key, with the spec defaults red 70, yellow 90, green 95 for rates', () => {
    expect(plan.metricSetup.map((m) => m.metric_key)).toEqual([...METRIC_KEYS]);
    expect(plan.metricSetup.find((m) => m.metric_key === 'EFFICIENCY')).toMatchObject({ danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' });
    expect(plan.metricSetup.find((m) => m.metric_key === 'UNPLANNED_DOWN')).toMatchObject({ danger_state: 'ABOVE' });
  });

  it('has users of every role, a super user and one demo account', () => {
    for (const role of ROLES) expect(plan.users.some((u) => u.role === role && !u.isDemo && !u.isSuper)).toBe(true);
    expect(plan.users.filter((u) => u.isSuper)).toHaveLength(1);
    expect(plan.users.filter((u) => u.isDemo)).toHaveLength(1);
  });

  it('has a scheduled downtime notice showing now, with a [TIME] placeholder and its time', () => {
    const current = plan.downtimes.filter((d) => d.start_epoch <= NOW && NOW <= d.end_epoch);
    expect(current).toHaveLength(1);
    expect(current[0]!.message).toContain('[TIME]');
    expect(current[0]!.time_epoch).toBeGreaterThan(NOW);
  });

  it('keeps inventory at known locations and within the form limits (part_name 30, desc 50)', () => {
    const keys = new Set(plan.locations.map((l) => l.key));
    expect(plan.inventory.length).toBeGreaterThan(10);
    for (const i of plan.inventory) {
      expect(keys.has(i.location_key)).toBe(true);
      expect(i.part_name.length).toBeLessThanOrEqual(30);
      expect(i.desc.length).toBeLessThanOrEqual(50);
    }
    for (const l of plan.locations) expect(l.name.length).toBeLessThanOrEqual(30);
  });
});
