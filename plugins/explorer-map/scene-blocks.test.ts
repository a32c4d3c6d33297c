import { describe, expect, it } from 'vitest';
import { emptyExtra, type MapNode } from '../../core/map-design';
import type { CardMetric } from './map-cards';
import type { ViewerNode } from './map-viewer.view-model';
import { viewerSceneBlocks } from './scene-blocks';

const node = (id: string, card: CardMetric[] | null, keys: { machineKey?: string; locationKey?: string } = {}): ViewerNode => ({
  node: { id, position: { x: 40, y: 60 }, dimensions: { width: 80, height: 60 }, style: { width: 80, height: 60 }, data: { extra: emptyExtra() } } satisfies MapNode,
  label: `Node ${id}`,
  drillTo: null,
  figure: null,
  machineKey: keys.machineKey ?? null,
  locationKey: keys.locationKey ?? null,
  card,
  links: [],
});

describe("Map mode's 3D labels (document 2 §2 Map viewer, §3 label states)", () => {
  it("a machine's block takes its card's worst zone, so it is labelled first; its label lines are the card's metrics with their verdicts", () => {
    const card: CardMetric[] = [
      { metric: 'EFFICIENCY', kind: 'gauge', value: 80, text: '80.00 %', zone: 'yellow' },
      { metric: 'AVAILABILITY', kind: 'gauge', value: 60, text: '60.00 %', zone: 'red' },
      { metric: 'QUALITY', kind: 'check', value: 90, text: '90.00 %', passes: false },
      { metric: 'PRODUCTION', kind: 'report', value: 12, text: '12' },
    ];
    const [block] = viewerSceneBlocks([node('7', card, { machineKey: 'P1' })], (m) => m.toLowerCase());
    expect(block).toEqual({
      id: '7', x: 40, y: 60, width: 80, height: 60, kind: 'machine', zone: 'red', name: 'Node 7',
      lines: [
        { label: 'efficiency', value: '80.00 %', zone: 'yellow', verdict: 'yellow' },
        { label: 'availability', value: '60.00 %', zone: 'red', verdict: 'red' },
        { label: 'quality', value: '90.00 %', zone: 'red', verdict: 'below threshold' },
        { label: 'production', value: '12', zone: undefined, verdict: undefined },
      ],
    });
  });

  it('a machine without results says No data; locations and custom nodes have no zone and no lines', () => {
    const blocks = viewerSceneBlocks([node('1', null, { machineKey: 'P1' }), node('2', null, { locationKey: 'DOCK' }), node('3', null)], String);
    expect(blocks.map((b) => [b.kind, b.zone, b.lines])).toEqual([
      ['machine', null, [{ label: 'No data', value: '' }]],
      ['location', null, []],
      ['custom', null, []],
    ]);
  });
});

describe('the 3D view shows the same figures as the 2D map (issue 35 point 2)', () => {
  it("a zone's block takes its figure's status and leads its label with the figure and its status word; the card's other metrics follow", () => {
    const card: CardMetric[] = [
      { metric: 'EFFICIENCY', kind: 'report', value: 64.2, text: '64.20 %', zone: 'yellow' },
      { metric: 'QUALITY', kind: 'report', value: 40, text: '40.00 %', zone: 'red' },
    ];
    const zone = { ...node('4', null), drillTo: 'F1', figure: { empty: false, metric: 'EFFICIENCY', value: 64.2, text: '64.20 %', status: 'yellow', word: 'Caution', machines: 3 } } satisfies ViewerNode;
    const machine = { ...node('5', card, { machineKey: 'P1' }), figure: { empty: false, metric: 'EFFICIENCY', value: 64.2, text: '64.20 %', status: 'yellow', word: 'Caution', machines: 1 } } satisfies ViewerNode;
    const [z, m] = viewerSceneBlocks([zone, machine], (k) => k.toLowerCase());
    expect([z!.zone, z!.lines]).toEqual(['yellow', [{ label: 'efficiency', value: '64.20 %', zone: 'yellow', verdict: 'Caution' }]]);
    // The machine is coloured by the chosen metric (yellow), not by its worst card line (red), as in 2D.
    expect([m!.zone, m!.lines.map((l) => l.value)]).toEqual(['yellow', ['64.20 %', '40.00 %']]);
  });

  it('a zone whose machines have no results has no colour and says No results', () => {
    const zone = { ...node('4', null), figure: { empty: true, metric: 'EFFICIENCY', machines: 3 } } satisfies ViewerNode;
    const [z] = viewerSceneBlocks([zone], String);
    expect([z!.zone, z!.lines]).toEqual([null, [{ label: 'EFFICIENCY', value: 'No results' }]]);
  });
});
