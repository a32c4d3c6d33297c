import { describe, expect, it } from 'vitest';
import { assignedKey, assignEntity, dropEntity, unassignEntity } from './assignment';
import { addNode, findNode } from './design-nodes';
import { ROOT_FLOW_ID, type Design } from './map-design-types';
import { emptyDesign } from './new-design';

const known = { machines: ['M1', 'M2'], locations: ['WH1'] };

function threeNodes(): Design {
  let d = emptyDesign();
  for (let i = 0; i < 3; i++) d = addNode(d, ROOT_FLOW_ID, { position: { x: i * 60, y: 0 } }).design;
  return d;
}

describe('machine and location assignment (spec 2.4 and 2.5)', () => {
  it('assigning records the key both ways', () => {
    const d = assignEntity(threeNodes(), '1', 'MACHINE', 'M1', known);
    expect(d.machine_xref).toEqual({ key_to_node: { M1: '1' }, node_to_key: { '1': 'M1' } });
  });

  it('a key sits on one node only: assigning it elsewhere moves it', () => {
    let d = assignEntity(threeNodes(), '1', 'MACHINE', 'M1', known);
    d = assignEntity(d, '2', 'MACHINE', 'M1', known);
    expect(d.machine_xref).toEqual({ key_to_node: { M1: '2' }, node_to_key: { '2': 'M1' } });
  });

  it('a node holds at most one machine: a second machine replaces the first', () => {
    let d = assignEntity(threeNodes(), '1', 'MACHINE', 'M1', known);
    d = assignEntity(d, '1', 'MACHINE', 'M2', known);
    expect(d.machine_xref).toEqual({ key_to_node: { M2: '1' }, node_to_key: { '1': 'M2' } });
  });

  it('a node holds one machine and one location at the same time', () => {
    let d = assignEntity(threeNodes(), '1', 'MACHINE', 'M1', known);
    d = assignEntity(d, '1', 'LOCATION', 'WH1', known);
    expect(assignedKey(d, '1', 'MACHINE')).toBe('M1');
    expect(assignedKey(d, '1', 'LOCATION')).toBe('WH1');
  });

  it('unassigning frees both directions', () => {
    const d = unassignEntity(assignEntity(threeNodes(), '1', 'LOCATION', 'WH1', known), '1', 'LOCATION');
    expect(d.location_xref).toEqual({ key_to_node: {}, node_to_key: {} });
  });

  it.each([
    ['MACHINE', 'M9', 'Unknown machine key: M9'],
    ['LOCATION', 'M1', 'Unknown location key: M1'],
  ] as const)('assignment accepts only keys from the known lists (%s %s refused, design unchanged)', (type, key, message) => {
    const d = threeNodes();
    expect(() => assignEntity(d, '1', type, key, known)).toThrow(message);
    expect(d.machine_xref.key_to_node).toEqual({});
  });

  it('assigning to a node that does not exist is refused', () => {
    expect(() => assignEntity(threeNodes(), '99', 'MACHINE', 'M1', known)).toThrow('Unknown node: 99');
  });

  it('dropping an entity onto an existing node assigns it there instead of creating a node', () => {
    const before = threeNodes();
    const { design, nodeId } = dropEntity(before, ROOT_FLOW_ID, { type: 'MACHINE', key: 'M2', position: { x: 500, y: 500 }, targetNodeId: '3' }, known);
    expect(nodeId).toBe('3');
    expect(design.flows[ROOT_FLOW_ID]!.nodes).toHaveLength(3);
    expect(assignedKey(design, '3', 'MACHINE')).toBe('M2');
  });

  it('dropping on empty canvas creates a default node at the snapped drop point and assigns it', () => {
    const { design, nodeId } = dropEntity(threeNodes(), ROOT_FLOW_ID, { type: 'LOCATION', key: 'WH1', position: { x: 205, y: 118 } }, known);
    expect(nodeId).toBe('4');
    expect(findNode(design, '4')?.node).toMatchObject({ position: { x: 200, y: 120 }, style: { width: 40, height: 40 } });
    expect(assignedKey(design, '4', 'LOCATION')).toBe('WH1');
  });

  it('dropping an unknown key creates no node', () => {
    expect(() => dropEntity(threeNodes(), ROOT_FLOW_ID, { type: 'MACHINE', key: 'X', position: { x: 0, y: 0 } }, known)).toThrow('Unknown machine key: X');
  });
});
