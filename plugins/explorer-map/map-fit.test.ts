import { describe, expect, it } from 'vitest';
import { emptyExtra, type MapNode } from '../../core/map-design';
import { fitScale, heightBelow, worldBounds } from './map-fit';
import type { ViewerNode } from './map-viewer.view-model';

const at = (x: number, y: number, width = 80, height = 60): ViewerNode => ({
  node: { id: `${x},${y}`, position: { x, y }, dimensions: { width, height }, style: { width, height }, data: { extra: emptyExtra() } } satisfies MapNode,
  label: '',
  drillTo: null,
  figure: null,
  machineKey: null,
  locationKey: null,
  card: null,
  links: [],
});

describe('the 2D map fits its room (Map mode)', () => {
  it("shows the level's nodes with their padding, or the whole backdrop on an empty level", () => {
    // The demo plant's Lvl 1: two presses side by side.
    expect(worldBounds([at(40, 40), at(160, 40)], undefined)).toEqual({ x: 20, y: 20, w: 240, h: 100 });
    expect(worldBounds([], { width: 30, height: 20, color: 'BrickRed', voxels: [] })).toEqual({ x: 0, y: 0, w: 600, h: 400 });
  });

  it.each([
    // world, room, scale, the side that binds
    [{ w: 240, h: 100 }, { w: 1100, h: 640 }, 1100 / 240, 'width'],
    [{ w: 240, h: 100 }, { w: 1700, h: 1100 }, 1700 / 240, 'width (no upper limit on a wall display)'],
    [{ w: 760, h: 1040 }, { w: 1100, h: 640 }, 640 / 1040, 'height'],
    [{ w: 200, h: 200 }, { w: 500, h: 500 }, 2.5, 'both'],
    [{ w: 2000, h: 2000 }, { w: 100, h: 100 }, 0.2, 'neither: the smallest scale, and the panel scrolls'],
  ])('%o in %o: scale %d (%s)', (world, room, scale) => {
    const s = fitScale(world, room);
    expect(s).toBeCloseTo(scale, 6);
    if (s > 0.2) {
      expect(world.w * s).toBeLessThanOrEqual(room.w + 1e-9);
      expect(world.h * s).toBeLessThanOrEqual(room.h + 1e-9);
      expect(Math.max((world.w * s) / room.w, (world.h * s) / room.h)).toBeCloseTo(1, 9);
    }
  });

  it('the height is what the viewport leaves below the map, never less than the minimum', () => {
    expect(heightBelow(900, 230, 32, 240)).toBe(638);
    expect(heightBelow(500, 400, 32, 240)).toBe(240);
  });
});
