import { describe, expect, it } from 'vitest';
import { clampZoom, snapPosition, snapSide, snapToGrid } from './grid';

describe('map grid (spec 2.2 and 2.5)', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 20],
    [29, 20],
    [31, 40],
    [-9, 0],
    [-11, -20],
  ])('nodes snap to the 20-pixel grid: %d -> %d', (v, snapped) => {
    expect(snapToGrid(v)).toBe(snapped);
  });

  it('snaps a position on both axes', () => {
    expect(snapPosition({ x: 47, y: 92 })).toEqual({ x: 40, y: 100 });
  });

  it.each([
    [1, 20],
    [15, 20],
    [29, 20],
    [30, 40],
    [55, 60],
    [200, 200],
  ])('node size snaps to the grid with a minimum of 20 (saved sizes are multiples of 20 px): %d -> %d', (v, s) => {
    expect(snapSide(v)).toBe(s);
  });

  it.each([
    [0.05, 0.1],
    [0.1, 0.1],
    [1.5, 1.5],
    [4, 4],
    [9, 4],
  ])('zoom is clamped to 0.1..4: %d -> %d', (z, c) => {
    expect(clampZoom(z)).toBe(c);
  });

  it('refuses a position or zoom that is not a number', () => {
    expect(() => snapToGrid(Number.NaN)).toThrow('Position must be a number');
    expect(() => clampZoom(Number.NaN)).toThrow('Zoom must be a number');
  });
});
