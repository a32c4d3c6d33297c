import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GRID_PX, MAP_COLOUR_HEX, type Backdrop } from '../../core/map-design';
import type { MetricKey } from '../../core/model';
import { canvasTextWidth, cardEm, cardText, NO_DATA, type TextWidth } from './card-font';
import { CardMetricLine } from './card-metric-line';
import { figureClass, ZoneHeadline } from './zone-headline';
import { fitScale, worldBounds, type WorldBounds } from './map-fit';
import type { MapViewerViewModel } from './map-viewer.view-model';
import { mapViewerIds } from './test-ids';
import { useMapRoom } from './use-map-room';

const DIRECTION_NAMES = { N: 'north', E: 'east', S: 'south', W: 'west', T: 'inside' } as const;
/** Before the panel is measured (one layout pass). */
const UNMEASURED = { w: 800, h: 600 };
/** No card's type is drawn smaller than this, however small the map. */
const MIN_FONT_PX = 8;
/** A machine's tile: the headline (name, figure, status word) takes this part of its height, its card lines the rest. */
const MACHINE_HEADLINE = 0.5;

/** Measures text in the page's font, as the browser has it now. */
function pageTextWidth(): TextWidth {
  return canvasTextWidth(typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily);
}

/** The page's text measurer, made anew at each font load, so text measured in a fallback font is measured again. */
export function usePageTextWidth(): TextWidth {
  const [textWidth, setTextWidth] = useState(pageTextWidth);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    // An updater, not the value: a TextWidth is itself a function.
    const loaded = () => live && setTextWidth(() => pageTextWidth());
    void fonts.ready.then(loaded);
    fonts.addEventListener('loadingdone', loaded);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', loaded);
    };
  }, []);
  return textWidth;
}

/** The backdrop's floor and tiles on a plain canvas, at the world's scale. */
function BackdropCanvas({ backdrop, scale, bounds }: { backdrop?: Backdrop; scale: number; bounds: WorldBounds }) {
  const { w, h } = bounds;
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const g = ref.current?.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, w * scale, h * scale);
    if (!backdrop) return;
    // Tile edges on whole pixels: at a fitted (fractional) scale, half-covered edge pixels of
    // neighbouring tiles overlap and draw a grid of seams.
    const cellX = (x: number) => Math.round((x * GRID_PX - bounds.x) * scale);
    const cellY = (y: number) => Math.round((y * GRID_PX - bounds.y) * scale);
    const tile = (x: number, y: number, w: number, h: number) => g.fillRect(cellX(x), cellY(y), cellX(x + w) - cellX(x), cellY(y + h) - cellY(y));
    g.save();
    g.globalAlpha = 0.55;
    g.fillStyle = MAP_COLOUR_HEX[backdrop.color];
    tile(0, 0, backdrop.width, backdrop.height);
    g.globalAlpha = 0.8;
    for (const v of backdrop.voxels) {
      g.fillStyle = MAP_COLOUR_HEX[v.color];
      tile(v.x, v.y, 1, 1);
    }
    g.restore();
  }, [backdrop, scale, bounds, w, h]);
  return <canvas ref={ref} width={Math.ceil(w * scale)} height={Math.ceil(h * scale)} className="map-backdrop" aria-hidden="true" />;
}

/**
 * The 2D map: the level's backdrop, and each node at its place, scaled to fit the room the main
 * area gives it (map-fit.ts) and centred in its panel; cards scale with the map. Nodes are HTML,
 * so their cards are read out and reached with the keyboard.
 */
export const MapWorld = observer(function MapWorld({ vm, label, selected, onSelect }: { vm: MapViewerViewModel; label(m: MetricKey): string; selected: string | null; onSelect(id: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const room = useMapRoom(host) ?? UNMEASURED;
  const textWidth = usePageTextWidth();
  const nodes = vm.nodes;
  const bounds = worldBounds(nodes, vm.backdrop);
  const { w, h } = bounds;
  // Fit: the largest scale at which the level's width fits the panel and its height the viewport below it.
  const scale = fitScale(bounds, room);
  // Each card's type size, measured again once the page's fonts have loaded (a new textWidth).
  // Under a headline the card drops its label and the headline metric, and has the rest of the tile.
  const ems = useMemo(
    () =>
      new Map(
        nodes.map((n) => {
          const text = cardText(n, label);
          const headed = n.figure !== null;
          const lines = headed ? { ...text, label: '', metrics: text.metrics.filter((_, i) => n.card?.[i]?.metric !== n.figure?.metric), empty: false, links: 0 } : text;
          return [n.node.id, cardEm(lines, { w: n.node.style.width, h: n.node.style.height * (headed ? 1 - MACHINE_HEADLINE : 1) }, textWidth)];
        }),
      ),
    [nodes, label, textWidth],
  );
  return (
    <div ref={host} className="map-world-host">
      <div className="map-world" style={{ width: Math.floor(w * scale), height: Math.floor(h * scale) }} data-testid={mapViewerIds.world}>
        <BackdropCanvas backdrop={vm.backdrop} scale={scale} bounds={bounds} />
        {nodes.map((n) => {
          const first = n.card?.[0];
          const box = { w: n.node.style.width * scale, h: n.node.style.height * scale };
          const machineLines = n.figure && n.card ? n.card.filter((m) => m.metric !== n.figure!.metric) : [];
          const headlineBox = n.machineKey && machineLines.length > 0 ? { w: box.w, h: box.h * MACHINE_HEADLINE } : box;
          const others = n.links.filter((l) => l.flowId !== n.drillTo);
          const drill = n.drillTo;
          return (
            <div
              key={n.node.id}
              className={`map-node${n.machineKey ? ' machine' : ''}${n.locationKey ? ' location' : ''}${n.figure ? figureClass(n.figure) : first?.zone ? ` zone-${first.zone}` : ''}${selected === n.node.id ? ' selected' : ''}`}
              style={{ left: (n.node.position.x - bounds.x) * scale, top: (n.node.position.y - bounds.y) * scale, width: box.w, height: box.h, fontSize: `${Math.max(MIN_FONT_PX, scale * (ems.get(n.node.id) ?? 0))}px` }}
              data-testid={mapViewerIds.node(n.node.id)}
            >
              {/* The node itself is the drill target (click or Enter); a node without a level below opens its details. */}
              <button
                type="button"
                className="map-node-card"
                aria-pressed={drill ? undefined : selected === n.node.id}
                onClick={() => (drill ? vm.drillInto(drill) : onSelect(n.node.id))}
              >
                {n.figure ? (
                  <ZoneHeadline label={n.label} figure={n.figure} metricLabel={label(n.figure.metric)} box={headlineBox} width={textWidth} testId={mapViewerIds.figure(n.node.id)} />
                ) : (
                  <span className="map-node-label">{n.label}</span>
                )}
                {n.figure
                  ? machineLines.map((m) => <CardMetricLine key={m.metric} m={m} label={label(m.metric)} testId={mapViewerIds.metric(n.node.id, m.metric)} />)
                  : n.card?.map((m) => <CardMetricLine key={m.metric} m={m} label={label(m.metric)} testId={mapViewerIds.metric(n.node.id, m.metric)} />)}
                {n.machineKey && !n.card && !n.figure && <span className="map-node-empty">{NO_DATA}</span>}
                {drill && <span className="p-hidden-accessible">, drill in</span>}
              </button>
              {others.length > 0 && (
                <span className="map-node-links">
                  {others.map((l) => (
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
