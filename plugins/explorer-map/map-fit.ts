import { GRID_PX, type Backdrop } from '../../core/map-design';
import type { ViewerNode } from './map-viewer.view-model';

/** A width and a height: CSS px for the room on screen, design px for the map. */
export interface Size {
  w: number;
  h: number;
}

/** The part of a level the viewer draws, in design px. */
export interface WorldBounds extends Size {
  x: number;
  y: number;
}

const FIT_PADDING = 0.1;
/** A map in a panel too small for it stays this large, and the panel scrolls. */
const MIN_SCALE = 0.2;

/**
 * The part of the level to show: the nodes' bounds with 0.1 padding (the map's fit-to-bounds,
 * document 1 §9), or the whole backdrop on a level without nodes.
 */
export function worldBounds(nodes: readonly ViewerNode[], backdrop: Backdrop | undefined): WorldBounds {
  if (nodes.length === 0) return { x: 0, y: 0, w: (backdrop?.width ?? 10) * GRID_PX, h: (backdrop?.height ?? 10) * GRID_PX };
  const x0 = Math.min(...nodes.map((n) => n.node.position.x));
  const y0 = Math.min(...nodes.map((n) => n.node.position.y));
  const x1 = Math.max(...nodes.map((n) => n.node.position.x + n.node.style.width));
  const y1 = Math.max(...nodes.map((n) => n.node.position.y + n.node.style.height));
  const pad = Math.max(GRID_PX, FIT_PADDING * Math.max(x1 - x0, y1 - y0));
  return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
}

/**
 * The fit rule: the level is drawn as large as its room allows with its aspect ratio kept, so the
 * scale is the smaller of room width / map width and room height / map height (whichever binds),
 * with no upper limit: a wall display's map fills its panel like a laptop's.
 */
export function fitScale(world: Size, room: Size): number {
  return Math.max(MIN_SCALE, Math.min(room.w / world.w, room.h / world.h));
}

/**
 * The height the map may take: what the viewport leaves below its top, less the space kept under
 * it, and never less than `min` (a short window then scrolls rather than drawing a sliver).
 */
export function heightBelow(viewportHeight: number, top: number, keptBelow: number, min: number): number {
  return Math.max(min, viewportHeight - top - keptBelow);
}
