import { describe, expect, it } from 'vitest';
import { clearBackdrop, normaliseCanvasSide, paintTiles, penCells, resizeCanvas, tileCountByColour } from './backdrop';
import { MAX_TILES_PER_COLOUR } from './map-constants';
import type { Backdrop, Voxel } from './map-design-types';
import { defaultBackdrop } from './new-design';

const stroke = { x: 5, y: 5, z: 0, pen: 1, color: 'SteelBlue' };

describe('backdrop editor (spec 2.5 Backdrop, 2.9)', () => {
  it.each([
    [10, 10],
    [11, 12],
    [30, 30],
    [499, 500],
    [500, 500],
  ])('canvas width/height %d becomes %d (10..500, step 2, odd bumped up by one)', (v, n) => {
    expect(normaliseCanvasSide(v)).toBe(n);
  });

  it.each([[9], [501], [0], [12.5], [Number.NaN]])('canvas side %d is refused', (v) => {
    expect(() => normaliseCanvasSide(v)).toThrow('Canvas width and height must be whole numbers from 10 to 500');
  });

  it('shrinking the canvas removes the tiles left outside it', () => {
    const b = paintTiles(paintTiles(defaultBackdrop(), { ...stroke, x: 2, y: 2 }).backdrop, { ...stroke, x: 25, y: 2 }).backdrop;
    const { backdrop, removed } = resizeCanvas(b, 11, 20);
    expect(backdrop.width).toBe(12);
    expect(removed).toBe(1);
    expect(backdrop.voxels).toEqual([{ x: 2, y: 2, z: 0, color: 'SteelBlue' }]);
  });

  it.each([[-1], [11], [1.5]])('elevation %d is outside 0..10 and refused', (z) => {
    expect(() => paintTiles(defaultBackdrop(), { ...stroke, z })).toThrow('Elevation must be a whole number from 0 to 10');
  });

  it.each([[1, 1], [3, 9], [5, 25]])('pen size %d paints %d tiles', (pen, tiles) => {
    expect(penCells(10, 10, pen as 1 | 3 | 5)).toHaveLength(tiles);
    expect(paintTiles(defaultBackdrop(), { ...stroke, x: 10, y: 10, pen }).placed).toBe(tiles);
  });

  it.each([[2], [4], [0], [7]])('pen size %d is refused (1, 3 or 5 only)', (pen) => {
    expect(() => paintTiles(defaultBackdrop(), { ...stroke, pen })).toThrow('Pen size must be one of 1, 3, 5');
  });

  it('tiles outside the canvas are rejected', () => {
    const r = paintTiles(defaultBackdrop(), { ...stroke, x: 0, y: 0, pen: 3 });
    expect(r.placed).toBe(4);
    expect(r.rejected.outside).toBe(5);
    expect(r.backdrop.voxels.every((v) => v.x >= 0 && v.y >= 0 && v.x < 30 && v.y < 20)).toBe(true);
  });

  it('a tile cannot duplicate an existing one at the same position', () => {
    const once = paintTiles(defaultBackdrop(), stroke).backdrop;
    const twice = paintTiles(once, stroke);
    expect(twice.rejected.duplicate).toBe(1);
    expect(twice.backdrop).toBe(once);
    expect(twice.backdrop.voxels).toHaveLength(1);
  });

  it('the same cell at another elevation is a different tile', () => {
    const b = paintTiles(paintTiles(defaultBackdrop(), stroke).backdrop, { ...stroke, z: 3 }).backdrop;
    expect(b.voxels).toHaveLength(2);
  });

  it('placing over another colour replaces it', () => {
    const blue = paintTiles(defaultBackdrop(), stroke).backdrop;
    const r = paintTiles(blue, { ...stroke, color: 'Olive' });
    expect(r.replaced).toBe(1);
    expect(r.backdrop.voxels).toEqual([{ x: 5, y: 5, z: 0, color: 'Olive' }]);
  });

  it('at most 10000 tiles per colour', () => {
    const voxels: Voxel[] = [];
    for (let i = 0; i < MAX_TILES_PER_COLOUR; i++) voxels.push({ x: i % 500, y: Math.floor(i / 500), z: 0, color: 'Olive' });
    const full: Backdrop = { width: 500, height: 500, color: 'BrickRed', voxels };
    const refused = paintTiles(full, { ...stroke, x: 10, y: 100, color: 'Olive' });
    expect(refused.rejected.limit).toBe(1);
    expect(refused.backdrop).toBe(full);
    const other = paintTiles(full, { ...stroke, x: 10, y: 100, color: 'Charcoal' });
    expect(tileCountByColour(other.backdrop)).toEqual({ Olive: 10_000, Charcoal: 1 });
  });

  it('unknown colours are refused', () => {
    expect(() => paintTiles(defaultBackdrop(), { ...stroke, color: 'Pink' })).toThrow('Unknown map colour: Pink');
  });

  it('clearing removes every tile and keeps the canvas', () => {
    const b = paintTiles(defaultBackdrop(), { ...stroke, pen: 3 }).backdrop;
    expect(clearBackdrop(b)).toMatchObject({ width: 30, height: 20, voxels: [] });
  });
});
