import { describe, expect, it } from 'vitest';
import { readDesign, ROOT_FLOW_ID } from '../../core/map-design';
import { planDemoMaps } from './demo-maps';
import { planDemoPlant } from './plant-plan';

describe('demo plant floor maps', () => {
  const plan = planDemoPlant({ machines: 40, now: Date.UTC(2025, 3, 23) });
  const maps = planDemoMaps(plan);

  it('one map per site, the first one the default', () => {
    expect(maps.map((m) => m.name)).toEqual(plan.sites.map((s) => `${s.name} Floor`));
    expect(maps.map((m) => m.default)).toEqual(plan.sites.map((_, i) => i === 0));
  });

  it('each map is a design core reads back unchanged, without warnings', () => {
    for (const m of maps) {
      const { design, warnings } = readDesign(JSON.parse(JSON.stringify(m.design)));
      expect(warnings).toEqual([]);
      expect(design).toEqual(m.design);
    }
  });

  it('ROOT holds a zone per area, each drilled (T) to a level with every machine of the area assigned', () => {
    for (const [i, site] of plan.sites.entries()) {
      const design = maps[i]!.design;
      const areas = plan.areas.filter((a) => a.parentKey === site.key);
      const zones = design.flows[ROOT_FLOW_ID]!.nodes.filter((n) => n.data.extra.link_t !== '');
      expect(zones.map((z) => z.data.extra.label)).toEqual(areas.map((a) => a.name));
      for (const [j, zone] of zones.entries()) {
        const machines = plan.machines.filter((m) => m.parentKey === areas[j]!.key).map((m) => m.key);
        const level = design.flows[zone.data.extra.link_t]!.nodes.map((n) => design.machine_xref.node_to_key[n.id]);
        expect(level).toEqual(machines);
      }
    }
  });
});
