import { addNode, requireNode } from './design-nodes';
import type { Design, MapEntityType, Point, Xref } from './map-design-types';
import { xrefField } from './map-design-types';

/** The machine and location keys a map may use (from the profile's entity tree and the location table). */
export interface KnownEntities {
  machines: readonly string[];
  locations: readonly string[];
}

function withoutKey(xref: Xref, key: string): Xref {
  const node = xref.key_to_node[key];
  if (node === undefined) return xref;
  const { [key]: _k, ...keyToNode } = xref.key_to_node;
  const { [node]: _n, ...nodeToKey } = xref.node_to_key;
  return { key_to_node: keyToNode, node_to_key: nodeToKey };
}

function withoutNode(xref: Xref, nodeId: string): Xref {
  const key = xref.node_to_key[nodeId];
  return key === undefined ? xref : withoutKey(xref, key);
}

/** Removes every assignment of the given nodes, machines and locations alike. */
export function clearAssignments(design: Design, nodeIds: Iterable<string>): Design {
  let machine = design.machine_xref;
  let location = design.location_xref;
  for (const id of nodeIds) {
    machine = withoutNode(machine, id);
    location = withoutNode(location, id);
  }
  return machine === design.machine_xref && location === design.location_xref ? design : { ...design, machine_xref: machine, location_xref: location };
}

/**
 * Assigns a machine or location to a node. A key sits on one node only and a node holds at most one
 * machine and one location, so the key leaves its old node and the node's old key of that type is
 * released. Only keys from the known lists are accepted.
 */
export function assignEntity(design: Design, nodeId: string, type: MapEntityType, key: string, known: KnownEntities): Design {
  const list = type === 'MACHINE' ? known.machines : known.locations;
  if (!list.includes(key)) throw new Error(`Unknown ${type === 'MACHINE' ? 'machine' : 'location'} key: ${key}`);
  requireNode(design, nodeId);
  const field = xrefField(type);
  const released = withoutNode(withoutKey(design[field], key), nodeId);
  const xref: Xref = {
    key_to_node: { ...released.key_to_node, [key]: nodeId },
    node_to_key: { ...released.node_to_key, [nodeId]: key },
  };
  return { ...design, [field]: xref };
}

export function unassignEntity(design: Design, nodeId: string, type: MapEntityType): Design {
  const field = xrefField(type);
  const xref = withoutNode(design[field], nodeId);
  return xref === design[field] ? design : { ...design, [field]: xref };
}

export function assignedKey(design: Design, nodeId: string, type: MapEntityType): string | undefined {
  return design[xrefField(type)].node_to_key[nodeId];
}

/**
 * An entity dragged from the sidebar: dropped onto an existing node it is assigned there; dropped on
 * empty canvas it gets a new default node at the drop point.
 */
export function dropEntity(
  design: Design,
  flowId: string,
  drop: { type: MapEntityType; key: string; position: Point; targetNodeId?: string },
  known: KnownEntities,
): { design: Design; nodeId: string } {
  if (drop.targetNodeId !== undefined) {
    return { design: assignEntity(design, drop.targetNodeId, drop.type, drop.key, known), nodeId: drop.targetNodeId };
  }
  const list = drop.type === 'MACHINE' ? known.machines : known.locations;
  if (!list.includes(drop.key)) throw new Error(`Unknown ${drop.type === 'MACHINE' ? 'machine' : 'location'} key: ${drop.key}`);
  const added = addNode(design, flowId, { position: drop.position });
  return { design: assignEntity(added.design, added.node.id, drop.type, drop.key, known), nodeId: added.node.id };
}
