import { worstTrafficLight } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import type { SceneBlock } from '../../workbench/kit/map-canvas/scene-block';
import { metricVerdict } from './map-cards';
import type { ViewerNode } from './map-viewer.view-model';

/**
 * Map mode's nodes as 3D blocks: a machine's block takes the worst zone of its card (which also
 * puts its label first), its label the card's metrics; a machine without results says so.
 */
export function viewerSceneBlocks(nodes: readonly ViewerNode[], label: (m: MetricKey) => string): SceneBlock[] {
  return nodes.map((n) => ({
    id: n.node.id,
    x: n.node.position.x,
    y: n.node.position.y,
    width: n.node.style.width,
    height: n.node.style.height,
    kind: n.machineKey ? 'machine' : n.locationKey ? 'location' : 'custom',
    zone: worstTrafficLight(n.card?.map((m) => m.zone) ?? []),
    name: n.label,
    lines: n.card
      ? n.card.map((m) => ({ label: label(m.metric), value: m.text, zone: m.zone ?? (m.passes === false ? 'red' : undefined), verdict: metricVerdict(m) }))
      : n.machineKey ? [{ label: 'No data', value: '' }] : [],
  }));
}
