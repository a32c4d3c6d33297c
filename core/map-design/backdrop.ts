import type { MapColour } from '../model';
import { MAP_COLOURS } from '../model';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  ELEVATION_MAX,
  ELEVATION_MIN,
  MAX_TILES_PER_COLOUR,
  PEN_SIZES,
  type PenSize,
} from './map-constants';
import type { Backdrop, Voxel } from './map-design-types';

/** Canvas width or height: a whole number 10..500 in steps of 2; an odd value is bumped up by one. */
export function normaliseCanvasSide(n: number): number {
  if (!Number.isInteger(n) || n < CANVAS_MIN || n > CANVAS_MAX) {
    throw new Error(`Canvas width and height must be whole numbers from ${CANVAS_MIN} to ${CANVAS_MAX}`);
  }
  return n % 2 === 0 ? n : n + 1;
}

function assertElevation(z: number): void {
  if (!Number.isInteger(z) || z < ELEVATION_MIN || z > ELEVATION_MAX) {
    throw new Error(`Elevation must be a whole number from ${ELEVATION_MIN} to ${ELEVATION_MAX}`);
  }
}

function isPenSize(n: number): n is PenSize {
  return (PEN_SIZES as readonly number[]).includes(n);
}

function assertColour(c: string): asserts c is MapColour {
  if (!(MAP_COLOURS as readonly string[]).includes(c)) throw new Error(`Unknown map colour: ${c}`);
}

function insideCanvas(b: Backdrop, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

const cellKey = (x: number, y: number, z: number) => `${x},${y},${z}`;

/** Resizes the canvas; tiles left outside it are removed (no tile may lie outside the canvas). */
export function resizeCanvas(b: Backdrop, width: number, height: number): { backdrop: Backdrop; removed: number } {
  const w = normaliseCanvasSide(width);
  const h = normaliseCanvasSide(height);
  const voxels = b.voxels.filter((v) => v.x < w && v.y < h);
  return { backdrop: { ...b, width: w, height: h, voxels }, removed: b.voxels.length - voxels.length };
}

/** The cells a pen of size 1, 3 or 5 covers: a square centred on the pointer cell. */
export function penCells(x: number, y: number, pen: PenSize): Array<{ x: number; y: number }> {
  const r = (pen - 1) / 2;
  const cells: Array<{ x: number; y: number }> = [];
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) cells.push({ x: x + dx, y: y + dy });
  return cells;
}

export interface PaintResult {
  backdrop: Backdrop;
  placed: number;
  replaced: number;
  /** Cells refused: outside the canvas, already that colour, or over the per-colour limit. */
  rejected: { outside: number; duplicate: number; limit: number };
}

/**
 * Paints tiles with the pen at elevation z. Tiles outside the canvas are rejected, a tile of the same
 * colour at the same position is not duplicated, a tile of another colour there is replaced, and no
 * colour exceeds 10000 tiles.
 */
export function paintTiles(b: Backdrop, stroke: { x: number; y: number; z: number; pen: number; color: string }): PaintResult {
  if (!Number.isInteger(stroke.x) || !Number.isInteger(stroke.y)) throw new Error('Tile position must be whole cells');
  assertElevation(stroke.z);
  if (!isPenSize(stroke.pen)) throw new Error(`Pen size must be one of ${PEN_SIZES.join(', ')}`);
  assertColour(stroke.color);
  const color = stroke.color;
  const index = new Map<string, number>(b.voxels.map((v, i) => [cellKey(v.x, v.y, v.z), i]));
  const voxels: Voxel[] = [...b.voxels];
  let count = voxels.filter((v) => v.color === color).length;
  const result: PaintResult = { backdrop: b, placed: 0, replaced: 0, rejected: { outside: 0, duplicate: 0, limit: 0 } };
  for (const { x, y } of penCells(stroke.x, stroke.y, stroke.pen)) {
    if (!insideCanvas(b, x, y)) {
      result.rejected.outside++;
      continue;
    }
    const at = index.get(cellKey(x, y, stroke.z));
    if (at !== undefined && voxels[at]!.color === color) {
      result.rejected.duplicate++;
      continue;
    }
    if (count >= MAX_TILES_PER_COLOUR) {
      result.rejected.limit++;
      continue;
    }
    const tile: Voxel = { x, y, z: stroke.z, color };
    if (at !== undefined) {
      voxels[at] = tile;
      result.replaced++;
    } else {
      index.set(cellKey(x, y, stroke.z), voxels.length);
      voxels.push(tile);
      result.placed++;
    }
    count++;
  }
  if (result.placed + result.replaced > 0) result.backdrop = { ...b, voxels };
  return result;
}

/** Clear All (after the 'Clear current drawing?' confirmation): every tile goes, the canvas stays. */
export function clearBackdrop(b: Backdrop): Backdrop {
  return b.voxels.length === 0 ? b : { ...b, voxels: [] };
}

export function tileCountByColour(b: Backdrop): Partial<Record<MapColour, number>> {
  const out: Partial<Record<MapColour, number>> = {};
  for (const v of b.voxels) out[v.color] = (out[v.color] ?? 0) + 1;
  return out;
}
