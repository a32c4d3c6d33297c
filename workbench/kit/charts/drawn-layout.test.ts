import { describe, expect, it } from 'vitest';
import { chartLayout } from './chart-theme';
import { drawnLayout } from './drawn-layout';

describe('the layout a chart is drawn with', () => {
  it('document 2 §4: a pie\'s layout gets no axes (an undefined xaxis made Plotly throw and the machine dashboard\'s pies stayed blank)', () => {
    const pie = { height: 150, margin: { l: 4, r: 4, t: 4, b: 4 }, showlegend: false };
    for (const scale of [1, 1.25]) {
      const drawn = drawnLayout(pie, scale, 219);
      expect(Object.keys(drawn).sort()).toEqual(['autosize', 'height', 'margin', 'showlegend', 'width']);
      expect(drawn).toMatchObject({ width: 219, autosize: false, height: Math.round(150 * scale) });
    }
  });

  it('fits as many x labels as the drawn width holds, keeping the axis the caller styled', () => {
    const layout = chartLayout('Timeline', false, 240);
    const drawn = drawnLayout(layout, 1, 600, 40);
    expect(drawn['xaxis']).toEqual({ ...(layout.xaxis as object), nticks: 15 });
    expect(drawnLayout(layout, 1, 600)['xaxis']).toBe(layout.xaxis);
  });
});
