import Plotly from 'plotly.js';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import factoryModule from 'react-plotly.js/factory';
import type { PlotlyFactory } from 'react-plotly.js/factory';
import { scaledLayout, useRootFontScale } from './wall-scale';

// The factory is CommonJS with an `exports.default`; a Node-style interop (Vite's build of a
// "type": "module" package) hands us the whole exports object, esbuild-style interop the function.
const createPlotlyComponent: PlotlyFactory =
  typeof factoryModule === 'function' ? factoryModule : (factoryModule as unknown as { default: PlotlyFactory }).default;

/** Plotly through the basic-dist alias. Heavy: import this file by its path from lazy pages only, never through workbench/api/index.ts. */
const PlotlyChart = createPlotlyComponent(Plotly);

export interface WidthFollowingChartProps {
  data: Array<Record<string, unknown>>;
  /** Plotly's layout; its height is the chart's. */
  layout: Record<string, unknown> & { height: number };
  config?: Record<string, unknown>;
}

/**
 * A chart as wide as its container at the layout's height. Plotly's resize (on every window
 * resize) keeps a layout height only when the width is fixed too; otherwise it drops it and measures
 * the chart's own element, so that element carries the height. Without it, charts narrowed from
 * 1440 to 768 px after a change of layout collapsed to nothing and stayed so. The one way the
 * workbench draws a Plotly chart; no mode bar unless the config asks for one. Its type and height
 * grow with the shell's root font size (larger on wall displays).
 */
export function WidthFollowingChart({ data, layout, config }: WidthFollowingChartProps) {
  // On a wall display the shell's type is larger (shell.css); the chart's type and height follow it.
  const scale = useRootFontScale();
  const drawn = useMemo(() => scaledLayout(layout, scale), [layout, scale]);
  const box = useRef<HTMLDivElement>(null);
  useFollowBoxWidth(box);
  return (
    <div ref={box} style={{ width: '100%', minWidth: 0 }}>
      <PlotlyChart
        data={data as never}
        layout={drawn as never}
        config={{ displayModeBar: false, responsive: true, ...config }}
        style={{ width: '100%', height: drawn.height }}
        useResizeHandler
      />
    </div>
  );
}

/**
 * Plotly follows window resizes only. The main area also changes width without one (the sidebar
 * collapsed or docked again, a layout switching columns), after which a chart stayed at its old
 * width: clipped, or short of the edge. Redrawn whenever its box's width changes.
 */
function useFollowBoxWidth(box: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      const plot = element.querySelector<HTMLElement>('.js-plotly-plot');
      // A chart not drawn yet, or hidden, is refused: it is measured when it is drawn.
      if (plot) void Promise.resolve(Plotly.Plots.resize(plot)).catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
}
