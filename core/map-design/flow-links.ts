import { clearAssignments } from './assignment';
import { requireNode, updateNode } from './design-nodes';
import type { Design, Direction, MapNode } from './map-design-types';
import { DIRECTIONS, linkField, ROOT_FLOW_ID } from './map-design-types';
import { defaultBackdrop } from './new-design';

/** Flow id of a node's drill level; node ids are unique in a design, so this is too. */
function linkedFlowId(nodeId: string, direction: Direction): string {
  return `${nodeId}-${direction}`;
}

/** Creates the flow behind a node's missing direction, initialised with the default 30 x 20 brick-red backdrop. */
export function createFlowLink(design: Design, nodeId: string, direction: Direction): { design: Design; flowId: string } {
  const { node } = requireNode(design, nodeId);
  const field = linkField(direction);
  if (node.data.extra[field] !== '') throw new Error(`Node ${nodeId} already has a ${direction} level`);
  const flowId = linkedFlowId(nodeId, direction);
  if (design.flows[flowId]) throw new Error(`Flow ${flowId} already exists`);
  const linked = updateNode(design, nodeId, (n) => ({ ...n, data: { ...n.data, extra: { ...n.data.extra, [field]: flowId } } }));
  return {
    design: {
      ...linked,
      flows: { ...linked.flows, [flowId]: { nodes: [] } },
      flowHelpers: { ...linked.flowHelpers, [flowId]: defaultBackdrop() },
    },
    flowId,
  };
}

/** The flows below a node's links, and every node in them, followed recursively. */
function collectBelow(design: Design, nodes: readonly MapNode[], flows: Set<string>, nodeIds: Set<string>): void {
  for (const n of nodes) {
    nodeIds.add(n.id);
    for (const d of DIRECTIONS) {
      const target = n.data.extra[linkField(d)];
      // ROOT is never a drill target; the visited check stops a corrupt design's cycles.
      if (target === '' || target === ROOT_FLOW_ID || flows.has(target)) continue;
      const flow = design.flows[target];
      if (!flow) continue;
      flows.add(target);
      collectBelow(design, flow.nodes, flows, nodeIds);
    }
  }
}

function removeFlowsAndNodes(design: Design, flows: Set<string>, nodeIds: Set<string>): Design {
  const keptFlows = Object.fromEntries(
    Object.entries(design.flows)
      .filter(([id]) => !flows.has(id))
      .map(([id, f]) => [id, f.nodes.some((n) => nodeIds.has(n.id)) ? { ...f, nodes: f.nodes.filter((n) => !nodeIds.has(n.id)) } : f]),
  );
  const keptHelpers = Object.fromEntries(Object.entries(design.flowHelpers).filter(([id]) => !flows.has(id)));
  return clearAssignments({ ...design, flows: keptFlows, flowHelpers: keptHelpers }, nodeIds);
}

/** Deletes nodes with their nested linked flows, recursively, and removes all their assignments. */
export function deleteNodes(design: Design, nodeIds: readonly string[]): Design {
  const nodes = nodeIds.map((id) => requireNode(design, id).node);
  const flows = new Set<string>();
  const doomed = new Set<string>();
  collectBelow(design, nodes, flows, doomed);
  return removeFlowsAndNodes(design, flows, doomed);
}

/** Deletes one direction's flow (and everything below it) and clears the node's link. */
export function deleteFlowLink(design: Design, nodeId: string, direction: Direction): Design {
  const { node } = requireNode(design, nodeId);
  const field = linkField(direction);
  const target = node.data.extra[field];
  if (target === '') throw new Error(`Node ${nodeId} has no ${direction} level`);
  const unlinked = updateNode(design, nodeId, (n) => ({ ...n, data: { ...n.data, extra: { ...n.data.extra, [field]: '' } } }));
  const flow = design.flows[target];
  if (!flow || target === ROOT_FLOW_ID) return unlinked;
  const flows = new Set<string>([target]);
  const doomed = new Set<string>();
  collectBelow(design, flow.nodes, flows, doomed);
  return removeFlowsAndNodes(unlinked, flows, doomed);
}
