import { describe, expect, it } from 'vitest';
import { addNode, duplicateNode, findNode, moveNode, nextNodeId, resizeNode, setNodeLabel } from './design-nodes';
import { ROOT_FLOW_ID, type Design } from './map-design-types';
import { emptyDesign } from './new-design';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
}

function withNodes(...ids: string[]): Design {
  const d = emptyDesign();
  d.flows[ROOT_FLOW_ID]!.nodes = ids.map((id) => ({
    id,
    position: { x: 0, y: 0 },
    dimensions: { width: 40, height: 40 },
    style: { width: 40, height: 40 },
    data: { extra: { label: '', link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' } },
  }));
  return d;
}

describe('map nodes (spec 2.2, 2.3 and 2.9)', () => {
  it('node ids are numeric strings that increment from the highest existing one', () => {
    expect(nextNodeId(emptyDesign())).toBe('1');
    expect(nextNodeId(withNodes('3', '12', '7'))).toBe('13');
  });

  it('the highest id counts across all flows, and ids below last_node_id are never reused', () => {
    const d = withNodes('2');
    d.flows['x'] = { nodes: [{ ...d.flows[ROOT_FLOW_ID]!.nodes[0]!, id: '9' }] };
    expect(nextNodeId(d)).toBe('10');
    expect(nextNodeId({ ...withNodes('2'), last_node_id: 20 })).toBe('21');
  });

  it('a new node is 2 by 2 grid cells (40 x 40 px) at a snapped position, with the next id', () => {
    const { design, node } = addNode(withNodes('4'), ROOT_FLOW_ID, { position: { x: 33, y: 9 } });
    expect(node).toMatchObject({ id: '5', position: { x: 40, y: 0 }, style: { width: 40, height: 40 }, dimensions: { width: 40, height: 40 } });
    expect(node.data.extra).toEqual({ label: '', link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' });
    expect(design.last_node_id).toBe(5);
    expect(findNode(design, '5')?.flowId).toBe(ROOT_FLOW_ID);
  });

  it('operations return new designs and leave the old one unchanged', () => {
    const before = deepFreeze(withNodes('1'));
    const after = setNodeLabel(moveNode(addNode(before, ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design, '1', { x: 60, y: 80 }), '1', 'Press 1');
    expect(before.flows[ROOT_FLOW_ID]!.nodes).toHaveLength(1);
    expect(before.flows[ROOT_FLOW_ID]!.nodes[0]!.position).toEqual({ x: 0, y: 0 });
    expect(findNode(after, '1')?.node.position).toEqual({ x: 60, y: 80 });
    expect(findNode(after, '1')?.node.data.extra.label).toBe('Press 1');
  });

  it('resizing snaps size to 20 px with a minimum of 20 x 20', () => {
    const d = resizeNode(withNodes('1'), '1', { width: 5, height: 71 });
    expect(findNode(d, '1')?.node.style).toEqual({ width: 20, height: 80 });
    expect(findNode(d, '1')?.node.dimensions).toEqual({ width: 20, height: 80 });
  });

  it('Ctrl+D duplicates a node one cell away with a new id, without its assignments or links', () => {
    const base = withNodes('1');
    base.flows[ROOT_FLOW_ID]!.nodes[0]!.data.extra = { label: 'A', link_n: 'x', link_e: '', link_s: '', link_w: '', link_t: '' };
    const { node } = duplicateNode(base, '1');
    expect(node).toMatchObject({ id: '2', position: { x: 20, y: 20 }, data: { extra: { label: 'A', link_n: '' } } });
  });

  it.each([
    ['an unknown flow', () => addNode(emptyDesign(), 'nope', { position: { x: 0, y: 0 } }), 'Unknown flow: nope'],
    ['an unknown node', () => moveNode(emptyDesign(), '42', { x: 0, y: 0 }), 'Unknown node: 42'],
  ])('bad input gets a clear error: %s', (_c, act, message) => {
    expect(act).toThrow(message);
  });
});
