import { describe, expect, it } from 'vitest';
import type { TextWidth } from './card-font';
import { MIN_SIDE_PX, MIN_VALUE_PX, SIDE_TEXT_RATIO, zoneType } from './zone-type';

/** Every letter 0.6 em wide. */
const w6: TextWidth = (t) => t.length * 0.6;
const stamping = { label: 'Stamping', value: '64.20 %', word: 'Caution' };

describe("a zone's type on the floor map, read across a room (issue 35 point 2)", () => {
  it('grows with the zone: the same zone drawn at a 2560 px wall is several times the size of a laptop, never past the box', () => {
    const laptop = zoneType({ w: 160, h: 120 }, stamping, w6);
    const wall = zoneType({ w: 480, h: 360 }, stamping, w6);
    expect(wall.valuePx / laptop.valuePx).toBeCloseTo(3, 5);
    expect(wall.valuePx).toBeGreaterThan(60);
    // Three lines fit the height, the figure fits the width.
    expect((wall.valuePx + wall.labelPx + wall.wordPx) * 1.15).toBeLessThanOrEqual(360 * 0.86 + 1e-9);
    expect(wall.valuePx * w6('64.20 %', 700)).toBeLessThanOrEqual(480 * 0.86 + 1e-9);
  });

  it('the name and the status word are drawn at a fixed part of the figure, smaller only where a long name would not fit', () => {
    const t = zoneType({ w: 480, h: 360 }, stamping, w6);
    expect(t.labelPx).toBeCloseTo(SIDE_TEXT_RATIO * t.valuePx, 6);
    const long = zoneType({ w: 480, h: 360 }, { ...stamping, label: 'Final Assembly and Packaging Line' }, w6);
    expect(long.labelPx).toBeLessThan(SIDE_TEXT_RATIO * long.valuePx);
    expect(long.valuePx).toBeCloseTo(t.valuePx, 6);
  });

  it('keeps a readable floor on a 768 px tablet however small the zone is drawn', () => {
    const tiny = zoneType({ w: 40, h: 30 }, stamping, w6);
    expect(tiny).toEqual({ labelPx: MIN_SIDE_PX, valuePx: MIN_VALUE_PX, wordPx: MIN_SIDE_PX });
  });
});
