import { describe, expect, it } from 'vitest';
import { emptyExtra, type MapNode } from '../../core/map-design';
import type { CardMetric } from './map-cards';
import type { ViewerNode } from './map-viewer.view-model';
import { viewerSceneBlocks } from './scene-blocks';

const node = (id: string, card: CardMetric[] | null, keys: { machineKey?: string; locationKey?: string } = {}): ViewerNode => ({
  node: { id, position: { x: 40, y: 60 }, dimensions: { width: 80, height: 60 }, style: { width: 80, height: 60 }, data: { extra: emptyExtra() } } satisfies MapNode,
  label: `Node ${id}`,
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
