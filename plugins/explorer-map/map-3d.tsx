import { useMemo } from 'react';
import type { Backdrop } from '../../core/map-design';
import type { MetricKey } from '../../core/model';
import MapScene3D from '../../workbench/kit/map-canvas/map-scene-3d';
import type { ViewerNode } from './map-viewer.view-model';
import { viewerSceneBlocks } from './scene-blocks';

/** Map mode's 3D view (loaded lazily with three.js): the level's nodes with their metric cards as labels. */
export default function Map3D({ nodes, backdrop, summary, label }: { nodes: readonly ViewerNode[]; backdrop?: Backdrop; summary: string; label(m: MetricKey): string }) {
  const blocks = useMemo(() => viewerSceneBlocks(nodes, label), [nodes, label]);
  return <MapScene3D blocks={blocks} backdrop={backdrop} summary={`3D view of the map. ${summary}`} className="map-3d" />;
}
