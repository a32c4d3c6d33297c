import { describe, expect, it } from 'vitest';
import { addNode, assignEntity, createFlowLink, emptyDesign, ROOT_FLOW_ID, type Design } from '../../core/map-design';
import { metricValue, sumTotals, totalsOf, type ProductionTotals } from '../../core/oee';
import { machinesUnder, zoneFigure } from './zone-figure';

const totals = (k: number): ProductionTotals =>
  totalsOf({ scheduled_secs: 7_200 * k, planned_down_secs: 0, unplanned_down_secs: 900 * k, ideal_secs: 6_000 / k, good_secs: 5_500 / k, units_produced: 900, units_scrapped: 5, units_rejected: 0, units_reworked: 0 });

/** ROOT: zone A (→ level with P1, P2 and a sub-zone → level with P3), zone B (→ an empty level), a location. */
function plant(): { design: Design; zoneA: string; zoneB: string; press: string } {
  const known = { machines: ['P1', 'P2', 'P3'], locations: [] };
  let design = emptyDesign();
  const a = addNode(design, ROOT_FLOW_ID, { position: { x: 0, y: 0 }, label: 'Stamping' });
  const linkA = createFlowLink(a.design, a.node.id, 'T');
  design = linkA.design;
  const keys = ['P1', 'P2'].map((key) => {
    const m = addNode(design, linkA.flowId, { position: { x: 0, y: 0 } });
    design = assignEntity(m.design, m.node.id, 'MACHINE', key, known);
    return m.node.id;
  });
  const sub = addNode(design, linkA.flowId, { position: { x: 0, y: 0 }, label: 'Cell' });
  const linkSub = createFlowLink(sub.design, sub.node.id, 'T');
  const p3 = addNode(linkSub.design, linkSub.flowId, { position: { x: 0, y: 0 } });
  design = assignEntity(p3.design, p3.node.id, 'MACHINE', 'P3', known);
  // A link back up from the deepest level must not loop.
  design = { ...design, flows: { ...design.flows, [linkSub.flowId]: { nodes: design.flows[linkSub.flowId]!.nodes.map((n) => ({ ...n, data: { extra: { ...n.data.extra, link_n: ROOT_FLOW_ID } } })) } } };
  const b = addNode(design, ROOT_FLOW_ID, { position: { x: 200, y: 0 }, label: 'Paint' });
  const linkB = createFlowLink(b.design, b.node.id, 'T');
  return { design: linkB.design, zoneA: a.node.id, zoneB: b.node.id, press: keys[0]! };
}

describe("a zone's figure on the floor map (issue 35 point 2)", () => {
  it('a zone stands for every machine on the levels below it, sub-zones included, each once, links back up not looping', () => {
    const { design, zoneA, zoneB, press } = plant();
    expect(machinesUnder(design, zoneA)).toEqual(['P1', 'P2', 'P3']);
    expect(machinesUnder(design, press)).toEqual(['P1']);
    expect(machinesUnder(design, zoneB)).toEqual([]);
  });

  it("rolls up summed seconds and counts (never averaged percentages), so a zone equals its area's own result row", () => {
    const rows = new Map([['P1', totals(1)], ['P2', totals(2)], ['P3', totals(4)]]);
    const f = zoneFigure(['P1', 'P2', 'P3'], rows, 'EFFICIENCY', {});
    const area = metricValue(sumTotals([totals(1), totals(2), totals(4)]), 'EFFICIENCY');
    const averaged = [1, 2, 4].reduce((s, k) => s + metricValue(totals(k), 'EFFICIENCY'), 0) / 3;
    expect(f).toMatchObject({ empty: false, value: area, machines: 3 });
    expect(area).not.toBeCloseTo(averaged, 1);
  });

  it.each([
    // Metric Setup thresholds (BELOW: low is bad) decide the colour and the word.
    [{ danger_min: 40, caution_min: 60, standard_min: 80, danger_state: 'BELOW' }, 'yellow', 'Caution'],
    [{ danger_min: 60, caution_min: 70, standard_min: 80, danger_state: 'BELOW' }, 'red', 'Danger'],
    [{ danger_min: 10, caution_min: 20, standard_min: 30, danger_state: 'BELOW' }, 'green', 'Good'],
  ] as const)("Metric Setup %o colours a 57 %% zone %s and says '%s' (the one colour rule, core metricStatus)", (setup, status, word) => {
    const t = totalsOf({ scheduled_secs: 10_000, planned_down_secs: 0, unplanned_down_secs: 0, ideal_secs: 5_700, good_secs: 5_700, units_produced: 1, units_scrapped: 0, units_rejected: 0, units_reworked: 0 });
    const f = zoneFigure(['P1'], new Map([['P1', t]]), 'EFFICIENCY', { EFFICIENCY: setup });
    expect(f).toMatchObject({ empty: false, text: '57.00 %', status, word });
  });

  it("a zone whose machines have no results is 'No results', not a neutral figure; a node for no machine has no figure", () => {
    expect(zoneFigure(['P1'], new Map(), 'EFFICIENCY', {})).toEqual({ empty: true, metric: 'EFFICIENCY', machines: 1 });
    expect(zoneFigure([], new Map(), 'EFFICIENCY', {})).toBeNull();
  });

  it('a count without thresholds has no status and no word (no rule says what is good)', () => {
    const f = zoneFigure(['P1'], new Map([['P1', totals(1)]]), 'PRODUCTION', {});
    expect(f).toMatchObject({ empty: false, status: 'none', word: '' });
  });
});
