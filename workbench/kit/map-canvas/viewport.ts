import { clampZoom, FIT_PADDING, GRID_PX, type MapNode, type Point } from '../../../core/map-design';

/** Where the world sits on the canvas: screen = world * zoom + (x, y). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export const IDENTITY_VIEWPORT: Viewport = { x: 0, y: 0, zoom: 1 };

export function toWorld(v: Viewport, screen: Point): Point {
  return { x: (screen.x - v.x) / v.zoom, y: (screen.y - v.y) / v.zoom };
}

export function toScreen(v: Viewport, world: Point): Point {
  return { x: world.x * v.zoom + v.x, y: world.y * v.zoom + v.y };
}

/** Zooms by a factor around a screen point (the wheel's pointer), within 0.1 to 4. */
export function zoomAt(v: Viewport, screen: Point, factor: number): Viewport {
  const zoom = clampZoom(v.zoom * factor);
  const world = toWorld(v, screen);
  return { zoom, x: screen.x - world.x * zoom, y: screen.y - world.y * zoom };
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box around the nodes and the backdrop (a backdrop tile is one grid cell on the 2D map). */
export function contentBounds(nodes: readonly MapNode[], backdrop?: { width: number; height: number }): Bounds {
  let minX = 0;
  let minY = 0;
  let maxX = backdrop ? backdrop.width * GRID_PX : 0;
  let maxY = backdrop ? backdrop.height * GRID_PX : 0;
  for (const n of nodes) {
    minX = Math.min(minX, n.position.x);
    minY = Math.min(minY, n.position.y);
    maxX = Math.max(maxX, n.position.x + n.style.width);
    maxY = Math.max(maxY, n.position.y + n.style.height);
  }
  return { x: minX, y: minY, width: Math.max(maxX - minX, GRID_PX), height: Math.max(maxY - minY, GRID_PX) };
}

/** Fit to bounds with 0.1 padding (document 2 §9): the content fills the canvas less 10 % each way, centred. */
export function fitToBounds(bounds: Bounds, canvas: { width: number; height: number }, padding = FIT_PADDING): Viewport {
  const usableW = canvas.width * (1 - 2 * padding);
  const usableH = canvas.height * (1 - 2 * padding);
  const zoom = clampZoom(Math.min(usableW / bounds.width, usableH / bounds.height));
  return {
    zoom,
    x: (canvas.width - bounds.width * zoom) / 2 - bounds.x * zoom,
    y: (canvas.height - bounds.height * zoom) / 2 - bounds.y * zoom,
  };
}

/** Corner handle size in screen pixels: dragging it resizes the node. */
const RESIZE_HANDLE_PX = 10;

export type Hit = { nodeId: string; part: 'body' | 'resize' } | null;

/** The topmost node under a world point, and whether the pointer is on its resize corner. */
export function hitTest(nodes: readonly MapNode[], world: Point, zoom: number): Hit {
  const handle = RESIZE_HANDLE_PX / zoom;
  for (let i = nodes.length - 1; i >= 0; i--) {
    const n = nodes[i]!;
    const { x, y } = n.position;
    const { width, height } = n.style;
    if (world.x >= x && world.y >= y && world.x <= x + width && world.y <= y + height) {
      const onCorner = world.x >= x + width - handle && world.y >= y + height - handle;
      return { nodeId: n.id, part: onCorner ? 'resize' : 'body' };
    }
  }
  return null;
}

/** The grid's drawn box grows in steps of 50 cells, so panning redraws it only when the view crosses a step. */
const GRID_STEP = 50 * GRID_PX;
/** The grid reaches 40 cells past the content even when the view shows less. */
const GRID_MARGIN = 40 * GRID_PX;

/**
 * The world box the 2D grid is drawn over: the content and a margin around it, and all of what the
 * canvas shows (a wall display zoomed out saw the grid stop short), snapped outward to whole steps.
 */
export function gridBounds(content: { width: number; height: number }, v: Viewport, canvas: { width: number; height: number }): { x0: number; y0: number; x1: number; y1: number } {
  const seen = { x0: -v.x / v.zoom, y0: -v.y / v.zoom, x1: (canvas.width - v.x) / v.zoom, y1: (canvas.height - v.y) / v.zoom };
  const down = (n: number) => Math.floor(n / GRID_STEP) * GRID_STEP;
  const up = (n: number) => Math.ceil(n / GRID_STEP) * GRID_STEP;
  return {
    x0: down(Math.min(-GRID_MARGIN, seen.x0)),
    y0: down(Math.min(-GRID_MARGIN, seen.y0)),
    x1: up(Math.max(content.width + GRID_MARGIN, seen.x1)),
    y1: up(Math.max(content.height + GRID_MARGIN, seen.y1)),
  };
}

/** Grid lines closer than this on screen would blur into a tint. */
const MIN_GRID_SPACING_PX = 8;

/**
 * How many cells apart to draw a grid's lines at `pxPerCell` screen pixels per cell: the first of
 * `steps` that keeps them at least 8 px apart, else the last. The 2D map and the backdrop editor both draw so.
 */
export function gridCells(pxPerCell: number, steps: readonly number[] = [1, 2, 5, 10, 25, 50, 100]): number {
  return steps.find((k) => k * pxPerCell >= MIN_GRID_SPACING_PX) ?? steps[steps.length - 1]!;
}

/** The 2D map's world distance between drawn grid lines; its steps divide gridBounds' 50 cells, so lines stay on the cells. */
export function gridStep(zoom: number): number {
  return gridCells(GRID_PX * zoom, [1, 5, 10]) * GRID_PX;
}
