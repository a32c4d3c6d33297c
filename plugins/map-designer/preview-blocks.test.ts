import { describe, expect, it } from 'vitest';
import { addNode, assignEntity, emptyDesign, ROOT_FLOW_ID, type Design } from '../../core/map-design';
import { previewBlocks } from './preview-blocks';

describe("the map editor's 3D preview (document 2 §2 '3D View')", () => {
  it('a block per node of the level, named by its label, else its machine or location key, else Node {id}; coloured by what it holds; no metrics', () => {
    let d: Design = emptyDesign();
    const known = { machines: ['PRESS-01'], locations: ['DOCK'] };
    for (const label of ['Press line', '', '', '']) d = addNode(d, ROOT_FLOW_ID, { position: { x: 0, y: 0 }, label }).design;
    d = assignEntity(d, '1', 'MACHINE', 'PRESS-01', known);
    d = assignEntity(d, '3', 'LOCATION', 'DOCK', known);
    d = assignEntity(d, '2', 'MACHINE', 'PRESS-01', known);
    const blocks = previewBlocks(d.flows[ROOT_FLOW_ID]!.nodes, d);
    expect(blocks.map((b) => [b.id, b.name, b.kind, b.zone, b.lines])).toEqual([
      ['1', 'Press line', 'custom', null, []],
      ['2', 'PRESS-01', 'machine', null, []],
      ['3', 'DOCK', 'location', null, []],
      ['4', 'Node 4', 'custom', null, []],
    ]);
    expect(blocks[0]).toMatchObject({ x: 0, y: 0, width: 40, height: 40 });
  });
});
