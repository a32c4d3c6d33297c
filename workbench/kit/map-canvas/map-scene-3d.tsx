import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Backdrop } from '../../../core/map-design';
import { OrbitScene } from './orbit-scene';
import type { SceneBlock } from './scene-block';
import { SceneLabelOverlay } from './scene-label-overlay';
import { SceneLabels } from './scene-labels';
import { sceneHosts } from './scene-hosts';
import './map-scene-3d.css';

export interface MapScene3DProps {
  blocks: readonly SceneBlock[];
  backdrop?: Backdrop;
  /** What the scene shows, in words: the accessible name of the picture. */
  summary: string;
  /** Sizes the scene (its height above all). */
  className?: string;
}

/**
 * A map level in 3D, shared by Map mode and the map editor's preview: the backdrop's voxels and a
 * block per node, orbited with the mouse, with an HTML overlay of node labels that stay readable
 * (dot, standard or arrow, document 2 §3). Default export, so a plugin loads it with lazy().
 */
const MapScene3D = observer(function MapScene3D({ blocks, backdrop, summary, className }: MapScene3DProps) {
  const host = useRef<HTMLDivElement>(null);
  const overlayHost = useRef<HTMLDivElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const [view, setView] = useState<{ scene: OrbitScene; labels: SceneLabels } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Outside the try: a missing element is a developer error, not a browser without WebGL.
    const { container } = sceneHosts(host.current, overlayHost.current);
    let scene: OrbitScene;
    try {
      scene = new OrbitScene(container);
    } catch {
      setFailed(true);
      return;
    }
    const labels = new SceneLabels(scene, (id) => {
      const card = cards.current.get(id);
      return { width: card?.offsetWidth ?? 0, height: card?.offsetHeight ?? 0 };
    });
    setView({ scene, labels });
    return () => {
      labels.dispose();
      scene.dispose();
      setView(null);
    };
  }, []);
  useLayoutEffect(() => view?.scene.setBackdrop(backdrop), [view, backdrop]);
  // After the cards of new blocks are in the page, so they are measured.
  useLayoutEffect(() => {
    view?.scene.setBlocks(blocks);
    view?.labels.contentChanged();
  }, [view, blocks]);

  return (
    <div ref={overlayHost} className={`map-scene-3d${className ? ` ${className}` : ''}`}>
      <div ref={host} className="map-scene-3d-canvas" role="img" aria-label={summary} />
      {view && <SceneLabelOverlay labels={view.labels} blocks={blocks} cards={cards.current} />}
      {failed && <p className="map-scene-3d-failed" role="alert">The 3D view needs WebGL, which this browser has turned off.</p>}
    </div>
  );
});

export default MapScene3D;
