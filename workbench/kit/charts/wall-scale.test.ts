import { describe, expect, it } from 'vitest';
import { chartLayout } from './chart-theme';
import { scaledLayout } from './wall-scale';

describe('charts on a wall display (the shell raises its root font size at 2200 px and wider)', () => {
  it('draws type, height and margins larger by the root font scale', () => {
    const layout = chartLayout('Loss Seconds', false, 300);
    const wall = scaledLayout(layout, 1.25);
    expect(wall.height).toBe(375);
    expect(wall.font).toEqual({ color: '#a1a1aa', size: 13.75 });
    expect((wall.title as { font: unknown }).font).toEqual({ size: 17.5, color: '#e4e4e7' });
    expect(wall.margin).toEqual({ l: 60, r: 15, t: 45, b: 50 });
    expect(wall.xaxis).toBe(layout.xaxis);
  });

  it('leaves a layout alone at the normal root size, and a legend without a font to inherit the scaled one', () => {
    const layout = chartLayout('Timeline', true, 240);
    expect(scaledLayout(layout, 1)).toBe(layout);
    expect(scaledLayout(layout, 1.25).legend).toEqual({ orientation: 'h', y: -0.2 });
  });
});
