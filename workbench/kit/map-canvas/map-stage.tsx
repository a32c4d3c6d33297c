import { Application, extend, useApplication } from '@pixi/react';
// The server's Content-Security-Policy forbids eval; pixi's shader and uniform code then needs its
// eval-free implementations, or the canvas stays empty ('does not allow unsafe-eval').
import 'pixi.js/unsafe-eval';
import { Container, Graphics, Text, type Container as PixiContainer, type Graphics as PixiGraphics } from 'pixi.js';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { GRID_PX, MAP_COLOUR_HEX, type Backdrop, type MapNode } from '../../../core/map-design';
import { gridBounds, gridStep, type Viewport } from './viewport';

extend({ Container, Graphics, Text });

const NODE_FILL = 0x334155;
const NODE_ASSIGNED = 0x1d4ed8;
const NODE_SELECTED = 0xfacc15;
const NODE_EDGE = 0xe2e8f0;
const GRID_LINE = 0xffffff;

function hex(c: string): number {
  return parseInt(c.slice(1), 16);
}

/** The backdrop's base colour and its tiles, one grid cell per tile; higher tiles are drawn lighter. */
const BackdropLayer = memo(function BackdropLayer({ backdrop }: { backdrop?: Backdrop }) {
  const draw = useCallback(
    (g: PixiGraphics) => {
      g.clear();
      if (!backdrop) return;
      g.rect(0, 0, backdrop.width * GRID_PX, backdrop.height * GRID_PX).fill({ color: hex(MAP_COLOUR_HEX[backdrop.color]), alpha: 0.55 });
      for (const v of backdrop.voxels) {
        g.rect(v.x * GRID_PX, v.y * GRID_PX, GRID_PX, GRID_PX).fill({ color: hex(MAP_COLOUR_HEX[v.color]), alpha: 0.75 + Math.min(v.z, 10) * 0.025 });
      }
    },
    [backdrop],
  );
  return <pixiGraphics draw={draw} />;
});

/** The grid over a world box (see gridBounds), a line every `step` (see gridStep), one screen pixel wide at any zoom. */
const GridLayer = memo(function GridLayer({ x0, y0, x1, y1, step }: { x0: number; y0: number; x1: number; y1: number; step: number }) {
  const draw = useCallback(
    (g: PixiGraphics) => {
      g.clear();
      for (let x = x0; x <= x1; x += step) g.moveTo(x, y0).lineTo(x, y1);
      for (let y = y0; y <= y1; y += step) g.moveTo(x0, y).lineTo(x1, y);
      g.stroke({ color: GRID_LINE, alpha: 0.08, width: 1, pixelLine: true });
    },
    [x0, y0, x1, y1, step],
  );
  return <pixiGraphics draw={draw} />;
});

/**
 * Pixi measures `resizeTo` again on window resizes only, a frame later, before the layout has
 * settled (a 1880 px canvas in a 1440 px panel at 2560 px, 416 px in 736 px at 768 px), and never when
 * the panel changes size alone (a side panel filling, the sidebar collapsing): this follows the panel.
 */
function FollowHost({ host, onSize }: { host: RefObject<HTMLElement | null>; onSize(size: { width: number; height: number }): void }) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    const el = host.current;
    if (!isInitialised || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      app.queueResize();
      onSize({ width: el.clientWidth, height: el.clientHeight });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [app, isInitialised, host, onSize]);
  return null;
}

interface NodeViewProps {
  node: MapNode;
  selected: boolean;
  assigned: boolean;
}

/** One node: a box (brighter when a machine or location is assigned), its label, the resize corner. */
const NodeView = memo(function NodeView({ node, selected, assigned }: NodeViewProps) {
  const { width, height } = node.style;
  const draw = useCallback(
    (g: PixiGraphics) => {
      g.clear();
      g.rect(0, 0, width, height).fill({ color: assigned ? NODE_ASSIGNED : NODE_FILL, alpha: 0.92 });
      g.rect(0, 0, width, height).stroke({ color: selected ? NODE_SELECTED : NODE_EDGE, width: selected ? 3 : 1 });
      g.moveTo(width - 8, height).lineTo(width, height - 8).stroke({ color: NODE_EDGE, width: 1 });
    },
    [width, height, selected, assigned],
  );
  const label = node.data.extra.label || node.id;
  return (
    <pixiContainer x={node.position.x} y={node.position.y}>
      <pixiGraphics draw={draw} />
      <pixiText text={label} x={4} y={3} style={{ fill: 0xffffff, fontSize: 11, fontFamily: 'system-ui, sans-serif', wordWrap: true, wordWrapWidth: Math.max(width - 8, 12) }} />
    </pixiContainer>
  );
});

export interface MapStageProps {
  nodes: readonly MapNode[];
  backdrop?: Backdrop;
  selected: ReadonlySet<string>;
  /** Node ids holding a machine or location. */
  assigned: ReadonlySet<string>;
  viewport: Viewport;
  /** The element the canvas fills. */
  host: RefObject<HTMLElement | null>;
}

/**
 * The 2D map on a pixi.js canvas (through @pixi/react): backdrop, grid, nodes. Panning and zooming
 * only move the world container (set imperatively), so the node elements are not re-rendered.
 */
export function MapStage({ nodes, backdrop, selected, assigned, viewport, host }: MapStageProps) {
  const world = useRef<PixiContainer>(null);
  useEffect(() => {
    const w = world.current;
    if (!w) return;
    w.position.set(viewport.x, viewport.y);
    w.scale.set(viewport.zoom);
  });
  const extent = useMemo(() => {
    let w = backdrop ? backdrop.width * GRID_PX : 0;
    let h = backdrop ? backdrop.height * GRID_PX : 0;
    for (const n of nodes) {
      w = Math.max(w, n.position.x + n.style.width);
      h = Math.max(h, n.position.y + n.style.height);
    }
    return { w, h };
  }, [nodes, backdrop]);
  const [canvas, setCanvas] = useState({ width: 0, height: 0 });
  const grid = gridBounds({ width: extent.w, height: extent.h }, viewport, canvas);
  const children = useMemo(
    () => nodes.map((n) => <NodeView key={n.id} node={n} selected={selected.has(n.id)} assigned={assigned.has(n.id)} />),
    [nodes, selected, assigned],
  );
  return (
    <Application resizeTo={host} background={0x111827} antialias={false} autoDensity resolution={1}>
      <FollowHost host={host} onSize={setCanvas} />
      <pixiContainer ref={world} x={viewport.x} y={viewport.y} scale={viewport.zoom}>
        <BackdropLayer backdrop={backdrop} />
        <GridLayer x0={grid.x0} y0={grid.y0} x1={grid.x1} y1={grid.y1} step={gridStep(viewport.zoom)} />
        {children}
      </pixiContainer>
    </Application>
  );
}
