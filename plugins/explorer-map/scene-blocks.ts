import { worstTrafficLight, type TrafficLight } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import type { SceneBlock, SceneLabelLine } from '../../workbench/kit/map-canvas/scene-block';
import { metricVerdict } from './map-cards';
import type { ViewerNode } from './map-viewer.view-model';
import { NO_RESULTS, type ZoneFigure } from './zone-figure';

/** A figure as a label's first line: the chosen metric, its value (or No results) and its status word, spoken. */
function figureLine(f: ZoneFigure, label: (m: MetricKey) => string): SceneLabelLine {
  if (f.empty) return { label: label(f.metric), value: NO_RESULTS };
  const zone = f.status === 'none' ? undefined : (f.status as TrafficLight);
  return { label: label(f.metric), value: f.text, zone, verdict: f.word || undefined };
}

/**
 * Map mode's nodes as 3D blocks. A node with a figure (a zone, a machine) takes its figure's status,
 * as its 2D tile does, and its label leads with the figure, then the card's other metrics; a node
 * without one takes the worst zone of its card. A machine without results says so.
 */
export function viewerSceneBlocks(nodes: readonly ViewerNode[], label: (m: MetricKey) => string): SceneBlock[] {
  return nodes.map((n) => {
    const card = (n.card ?? []).filter((m) => m.metric !== n.figure?.metric);
    const cardLines = card.map((m) => ({ label: label(m.metric), value: m.text, zone: m.zone ?? (m.passes === false ? 'red' : undefined), verdict: metricVerdict(m) }) satisfies SceneLabelLine);
    const figureZone = n.figure && !n.figure.empty && n.figure.status !== 'none' ? n.figure.status : null;
    return {
      id: n.node.id,
      x: n.node.position.x,
      y: n.node.position.y,
      width: n.node.style.width,
      height: n.node.style.height,
      kind: n.machineKey ? 'machine' : n.locationKey ? 'location' : 'custom',
      zone: n.figure ? figureZone : worstTrafficLight(n.card?.map((m) => m.zone) ?? []),
      name: n.label,
      lines: n.figure ? [figureLine(n.figure, label), ...cardLines] : n.card ? cardLines : n.machineKey ? [{ label: 'No data', value: '' }] : [],
    };
  });
}
