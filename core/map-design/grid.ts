import { GRID_PX, MIN_NODE_SIZE_PX, ZOOM_MAX, ZOOM_MIN } from './map-constants';
import type { Point, Size } from './map-design-types';

function finite(n: number, what: string): number {
  if (!Number.isFinite(n)) throw new Error(`${what} must be a number`);
  return n;
}

/** The nearest grid line (20 px). */
export function snapToGrid(v: number): number {
  return Math.round(finite(v, 'Position') / GRID_PX) * GRID_PX || 0; // `|| 0` turns -0 into 0
}

export function snapPosition(p: Point): Point {
  return { x: snapToGrid(p.x), y: snapToGrid(p.y) };
}

/** A node side snapped to the grid and never below the 20 px minimum; also how saved sizes are rounded. */
export function snapSide(v: number): number {
  return Math.max(MIN_NODE_SIZE_PX, Math.round(finite(v, 'Node size') / GRID_PX) * GRID_PX);
}

export function snapSize(s: Size): Size {
  return { width: snapSide(s.width), height: snapSide(s.height) };
}

/** Zoom stays within 0.1 to 4. */
export function clampZoom(z: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, finite(z, 'Zoom')));
}
