import { DEFAULT_NODE_SIZE_PX, GRID_PX } from './map-constants';
import type { Design, MapNode, NodeExtra, Point, Size } from './map-design-types';
import { snapPosition, snapSize } from './grid';

export interface NodeLocation {
  flowId: string;
  node: MapNode;
}

export function findNode(design: Design, nodeId: string): NodeLocation | undefined {
  for (const [flowId, flow] of Object.entries(design.flows)) {
    const node = flow.nodes.find((n) => n.id === nodeId);
    if (node) return { flowId, node };
  }
  return undefined;
}

export function requireNode(design: Design, nodeId: string): NodeLocation {
  const found = findNode(design, nodeId);
  if (!found) throw new Error(`Unknown node: ${nodeId}`);
  return found;
}

/** The next node id: one above the highest id in any flow (and above last_node_id, so ids are never reused). */
export function nextNodeId(design: Design): string {
  let highest = Number.isFinite(design.last_node_id) ? design.last_node_id : 0;
  for (const flow of Object.values(design.flows)) {
    for (const n of flow.nodes) {
      const v = Number(n.id);
      if (Number.isFinite(v) && v > highest) highest = v;
    }
  }
  return String(Math.floor(highest) + 1);
}

export function emptyExtra(label = ''): NodeExtra {
  return { label, link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' };
}

/** Replaces one node wherever it is; the design is copied along the changed path only. */
export function updateNode(design: Design, nodeId: string, change: (n: MapNode) => MapNode): Design {
  const { flowId } = requireNode(design, nodeId);
  const flow = design.flows[flowId]!;
  return {
    ...design,
    flows: { ...design.flows, [flowId]: { ...flow, nodes: flow.nodes.map((n) => (n.id === nodeId ? change(n) : n)) } },
  };
}

/** Adds a node with the next id at a snapped position; the default node is 2 by 2 grid cells. */
export function addNode(
  design: Design,
  flowId: string,
  options: { position: Point; size?: Size; label?: string },
): { design: Design; node: MapNode } {
  const flow = design.flows[flowId];
  if (!flow) throw new Error(`Unknown flow: ${flowId}`);
  const id = nextNodeId(design);
  const size = snapSize(options.size ?? { width: DEFAULT_NODE_SIZE_PX, height: DEFAULT_NODE_SIZE_PX });
  const node: MapNode = {
    id,
    position: snapPosition(options.position),
    dimensions: { ...size },
    style: { ...size },
    data: { extra: emptyExtra(options.label ?? '') },
  };
  return {
    design: { ...design, last_node_id: Number(id), flows: { ...design.flows, [flowId]: { ...flow, nodes: [...flow.nodes, node] } } },
    node,
  };
}

export function moveNode(design: Design, nodeId: string, position: Point): Design {
  const p = snapPosition(position);
  return updateNode(design, nodeId, (n) => ({ ...n, position: p }));
}

/** Resizes to grid multiples, at least 20 x 20. */
export function resizeNode(design: Design, nodeId: string, size: Size): Design {
  const s = snapSize(size);
  return updateNode(design, nodeId, (n) => ({ ...n, dimensions: { ...s }, style: { ...s } }));
}

export function setNodeLabel(design: Design, nodeId: string, label: string): Design {
  return updateNode(design, nodeId, (n) => ({ ...n, data: { ...n.data, extra: { ...n.data.extra, label } } }));
}

/**
 * Ctrl+D: a copy one grid cell down and right, with the label but without assignments or drill
 * links (a key belongs to one node only, and a linked flow to one parent).
 */
export function duplicateNode(design: Design, nodeId: string): { design: Design; node: MapNode } {
  const { flowId, node } = requireNode(design, nodeId);
  return addNode(design, flowId, {
    position: { x: node.position.x + GRID_PX, y: node.position.y + GRID_PX },
    size: node.style,
    label: node.data.extra.label,
  });
}
