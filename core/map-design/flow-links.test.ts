import { describe, expect, it } from 'vitest';
import { assignEntity } from './assignment';
import { addNode, findNode } from './design-nodes';
import { createFlowLink, deleteFlowLink, deleteNodes } from './flow-links';
import { ROOT_FLOW_ID, type Design } from './map-design-types';
import { emptyDesign } from './new-design';

const known = { machines: ['M1', 'M2', 'M3'], locations: ['WH1'] };

/** ROOT: node 1 (M1) --N--> flow A: node 2 (M2, WH1) --T--> flow B: node 3 (M3). ROOT also has node 4. */
function nested(): { design: Design; a: string; b: string } {
  let d = addNode(emptyDesign(), ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
  const a = createFlowLink(d, '1', 'N');
  d = addNode(a.design, a.flowId, { position: { x: 0, y: 0 } }).design;
  const b = createFlowLink(d, '2', 'T');
  d = addNode(b.design, b.flowId, { position: { x: 0, y: 0 } }).design;
  d = addNode(d, ROOT_FLOW_ID, { position: { x: 100, y: 0 } }).design;
  d = assignEntity(d, '1', 'MACHINE', 'M1', known);
  d = assignEntity(d, '2', 'MACHINE', 'M2', known);
  d = assignEntity(d, '2', 'LOCATION', 'WH1', known);
  d = assignEntity(d, '3', 'MACHINE', 'M3', known);
  return { design: d, a: a.flowId, b: b.flowId };
}

describe('drill flows (spec 2.4 Map design)', () => {
  it('creating a flow for a missing direction links it and initialises a 30 x 20 brick-red backdrop', () => {
    const d = addNode(emptyDesign(), ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
    const { design, flowId } = createFlowLink(d, '1', 'E');
    expect(findNode(design, '1')?.node.data.extra.link_e).toBe(flowId);
    expect(design.flows[flowId]).toEqual({ nodes: [] });
    expect(design.flowHelpers[flowId]).toEqual({ width: 30, height: 20, color: 'BrickRed', voxels: [] });
  });

  it.each(['N', 'E', 'S', 'W', 'T'] as const)('direction %s can be created once; a second create is refused', (dir) => {
    const d = addNode(emptyDesign(), ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
    const once = createFlowLink(d, '1', dir).design;
    expect(() => createFlowLink(once, '1', dir)).toThrow(`Node 1 already has a ${dir} level`);
  });

  it('deleting a node deletes its nested linked flows recursively and removes their assignments', () => {
    const { design, a, b } = nested();
    const after = deleteNodes(design, ['1']);
    expect(Object.keys(after.flows)).toEqual([ROOT_FLOW_ID]);
    expect(Object.keys(after.flowHelpers)).toEqual([ROOT_FLOW_ID]);
    expect(after.flows[a]).toBeUndefined();
    expect(after.flows[b]).toBeUndefined();
    expect(after.flows[ROOT_FLOW_ID]!.nodes.map((n) => n.id)).toEqual(['4']);
    expect(after.machine_xref).toEqual({ key_to_node: {}, node_to_key: {} });
    expect(after.location_xref).toEqual({ key_to_node: {}, node_to_key: {} });
  });

  it('deleting a nested node keeps the levels above it', () => {
    const { design, a, b } = nested();
    const after = deleteNodes(design, ['2']);
    expect(after.flows[a]).toEqual({ nodes: [] });
    expect(after.flows[b]).toBeUndefined();
    expect(after.machine_xref.key_to_node).toEqual({ M1: '1' });
  });

  it('deleting a direction removes its flow tree and clears the link', () => {
    const { design, a } = nested();
    const after = deleteFlowLink(design, '1', 'N');
    expect(findNode(after, '1')?.node.data.extra.link_n).toBe('');
    expect(after.flows[a]).toBeUndefined();
    expect(after.machine_xref.key_to_node).toEqual({ M1: '1' });
    expect(() => deleteFlowLink(after, '1', 'N')).toThrow('Node 1 has no N level');
  });

  it('Backspace deletes every selected node', () => {
    const { design } = nested();
    expect(deleteNodes(design, ['1', '4']).flows[ROOT_FLOW_ID]!.nodes).toEqual([]);
  });

  it('a corrupt design whose links form a cycle still deletes cleanly', () => {
    const { design, b } = nested();
    const cyclic: Design = {
      ...design,
      flows: {
        ...design.flows,
        [b]: { nodes: design.flows[b]!.nodes.map((n) => ({ ...n, data: { extra: { ...n.data.extra, link_s: Object.keys(design.flows)[1]! } } })) },
      },
    };
    expect(Object.keys(deleteNodes(cyclic, ['1']).flows)).toEqual([ROOT_FLOW_ID]);
  });
});
