import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { GRID_PX, MAP_COLOUR_HEX, type Backdrop } from '../../core/map-design';
import type { MetricKey } from '../../core/model';
import { CardMetricLine } from './card-metric-line';
import type { MapViewerViewModel, ViewerNode } from './map-viewer.view-model';
import { mapViewerIds } from './test-ids';

const MAX_SCALE = 2.5;
const FIT_PADDING = 0.1;
const DIRECTION_NAMES = { N: 'north', E: 'east', S: 'south', W: 'west', T: 'inside' } as const;

/**
 * The part of the level to show: the nodes' bounds with 0.1 padding (the map's fit-to-bounds,
 * document 1 §9), or the whole backdrop on a level without nodes.
 */
function worldBounds(nodes: readonly ViewerNode[], backdrop: Backdrop | undefined) {
  if (nodes.length === 0) return { x: 0, y: 0, w: (backdrop?.width ?? 10) * GRID_PX, h: (backdrop?.height ?? 10) * GRID_PX };
  const x0 = Math.min(...nodes.map((n) => n.node.position.x));
  const y0 = Math.min(...nodes.map((n) => n.node.position.y));
  const x1 = Math.max(...nodes.map((n) => n.node.position.x + n.node.style.width));
  const y1 = Math.max(...nodes.map((n) => n.node.position.y + n.node.style.height));
  const pad = Math.max(GRID_PX, FIT_PADDING * Math.max(x1 - x0, y1 - y0));
  return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
}

/** The backdrop's floor and tiles on a plain canvas, at the world's scale. */
function BackdropCanvas({ backdrop, scale, bounds }: { backdrop?: Backdrop; scale: number; bounds: { x: number; y: number; w: number; h: number } }) {
  const { w, h } = bounds;
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const g = ref.current?.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, w * scale, h * scale);
    if (!backdrop) return;
    const cell = GRID_PX * scale;
    g.save();
    g.translate(-bounds.x * scale, -bounds.y * scale);
    g.globalAlpha = 0.55;
    g.fillStyle = MAP_COLOUR_HEX[backdrop.color];
    g.fillRect(0, 0, backdrop.width * cell, backdrop.height * cell);
    g.globalAlpha = 0.8;
    for (const v of backdrop.voxels) {
      g.fillStyle = MAP_COLOUR_HEX[v.color];
      g.fillRect(v.x * cell, v.y * cell, cell, cell);
    }
    g.restore();
  }, [backdrop, scale, bounds, w, h]);
  return <canvas ref={ref} width={Math.ceil(w * scale)} height={Math.ceil(h * scale)} className="map-backdrop" aria-hidden="true" />;
}

/**
 * The 2D map: the level's backdrop, and each node at its place, scaled to the available width (at
 * most 2x). Nodes are HTML, so their cards are read out and reached with the keyboard.
 */
export const MapWorld = observer(function MapWorld({ vm, label, selected, onSelect }: { vm: MapViewerViewModel; label(m: MetricKey): string; selected: string | null; onSelect(id: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const nodes = vm.nodes;
  const bounds = worldBounds(nodes, vm.backdrop);
  const { w, h } = bounds;
  const scale = Math.min(MAX_SCALE, Math.max(0.2, width / w));
  return (
    <div ref={host} className="map-world-host">
      <div className="map-world" style={{ width: w * scale, height: h * scale }} data-testid={mapViewerIds.world}>
        <BackdropCanvas backdrop={vm.backdrop} scale={scale} bounds={bounds} />
        {nodes.map((n) => {
          const first = n.card?.[0];
          return (
            <div
              key={n.node.id}
              className={`map-node${n.machineKey ? ' machine' : ''}${n.locationKey ? ' location' : ''}${first?.zone ? ` zone-${first.zone}` : ''}${selected === n.node.id ? ' selected' : ''}`}
              style={{ left: (n.node.position.x - bounds.x) * scale, top: (n.node.position.y - bounds.y) * scale, width: n.node.style.width * scale, height: n.node.style.height * scale, fontSize: `${Math.max(0.6, Math.min(1, scale * 0.42))}rem` }}
              data-testid={mapViewerIds.node(n.node.id)}
            >
              <button type="button" className="map-node-card" aria-pressed={selected === n.node.id} onClick={() => onSelect(n.node.id)}>
                <span className="map-node-label">{n.label}</span>
                {n.card?.map((m) => <CardMetricLine key={m.metric} m={m} label={label(m.metric)} testId={mapViewerIds.metric(n.node.id, m.metric)} />)}
                {n.machineKey && !n.card && <span className="map-node-empty">No data</span>}
              </button>
              {n.links.length > 0 && (
                <span className="map-node-links">
                  {n.links.map((l) => (
                    <button key={l.direction} type="button" className="map-node-link" aria-label={`Drill into ${n.label} (${DIRECTION_NAMES[l.direction]})`} title={`Drill in (${l.direction})`} onClick={() => vm.drillInto(l.flowId)}>
                      <i className={`pi ${l.direction === 'T' ? 'pi-sign-in' : `pi-arrow-${{ N: 'up', E: 'right', S: 'down', W: 'left' }[l.direction]}`}`} aria-hidden="true" />
                    </button>
                  ))}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
