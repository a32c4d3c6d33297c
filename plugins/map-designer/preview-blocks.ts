import type { Design, MapNode } from '../../core/map-design';
import type { SceneBlock } from '../../workbench/kit/map-canvas/scene-block';

/**
 * The editor's nodes as blocks of the 3D preview, unsaved edits included: named by their label,
 * else their machine or location key, else 'Node {id}'; coloured by what they hold; no metrics.
 */
export function previewBlocks(nodes: readonly MapNode[], design: Pick<Design, 'machine_xref' | 'location_xref'>): SceneBlock[] {
  return nodes.map((n) => {
    const machine = design.machine_xref.node_to_key[n.id];
    const location = design.location_xref.node_to_key[n.id];
    return {
      id: n.id,
      x: n.position.x,
      y: n.position.y,
      width: n.style.width,
      height: n.style.height,
      kind: machine ? 'machine' : location ? 'location' : 'custom',
      zone: null,
      name: n.data.extra.label || machine || location || `Node ${n.id}`,
      lines: [],
    };
  });
}
