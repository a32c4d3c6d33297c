import { describe, expect, it } from 'vitest';
import { toWorld } from '../../workbench/kit/map-canvas/viewport';
import { recentred } from './recentred';

describe('the map editor canvas following its panel', () => {
  it('keeps the world point at the centre of the panel at its centre, and the zoom, when the panel grows or shrinks', () => {
    const v = { x: 40, y: -20, zoom: 0.73 };
    const from = { width: 544, height: 668 };
    for (const to of [{ width: 1440, height: 1051 }, { width: 300, height: 320 }, from]) {
      const next = recentred(v, from, to);
      expect(next.zoom).toBe(0.73);
      const before = toWorld(v, { x: from.width / 2, y: from.height / 2 });
      const after = toWorld(next, { x: to.width / 2, y: to.height / 2 });
      expect(after.x).toBeCloseTo(before.x, 9);
      expect(after.y).toBeCloseTo(before.y, 9);
    }
  });
});
