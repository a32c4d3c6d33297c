import Plotly from 'plotly.js';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import factoryModule from 'react-plotly.js/factory';
import type { PlotlyFactory } from 'react-plotly.js/factory';
import { drawnLayout } from './drawn-layout';
import { useRootFontScale } from './wall-scale';

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
  /**
   * The width one x tick label needs, in px at the base type size: the x axis then shows at most as
   * many labels as fit the drawn width (Plotly spaces category labels about 15 px apart, so dates
   * in a narrow chart ran into an unreadable strip).
   */
  xLabelPx?: number;
}

/**
 * A chart as wide as its container at the layout's height: the width is measured here and handed to
 * Plotly with autosize off, so the drawing is always as wide as the box. Plotly's own autosize
 * follows window resizes only, and a resize asked of it can be refused (a chart hidden or not drawn
 * yet): on a loaded machine, charts stayed at the docked width after the sidebar closed. The one way the
 * workbench draws a Plotly chart; no mode bar unless the config asks for one. Its type and height
 * grow with the shell's root font size (larger on wall displays).
 */
export function WidthFollowingChart({ data, layout, config, xLabelPx }: WidthFollowingChartProps) {
  // On a wall display the shell's type is larger (shell.css); the chart's type and height follow it.
  const scale = useRootFontScale();
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const drawn = useMemo(() => drawnLayout(layout, scale, width, xLabelPx), [layout, scale, width, xLabelPx]);
  // The same config object while the caller's is: react-plotly.js calls Plotly.react whenever the data,
  // layout or config it is given is another object, and a chart rendered again unchanged should not draw.
  const drawnConfig = useMemo(() => ({ displayModeBar: false, ...config }), [config]);
  return (
    // The box keeps the chart's height while it is measured, and clips a drawing not yet narrowed.
    <div ref={box} style={{ width: '100%', minWidth: 0, height: drawn.height, overflow: 'hidden' }}>
      {width > 0 && (
        <PlotlyChart data={data as never} layout={drawn as never} config={drawnConfig} style={{ width, height: drawn.height }} onError={reportChartError} />
      )}
    </div>
  );
}

/** react-plotly.js swallows Plotly's errors unless told: a chart left blank says why in the console. */
function reportChartError(error: Error): void {
  console.error('A chart could not be drawn:', error);
}

/** How long a box's width must hold before its chart is drawn again (the sidebar's slide redraws once, not each frame). */
const REDRAW_AFTER_MS = 100;

/**
 * The box's width in whole pixels: measured before the first paint, then followed. A box without
 * width (hidden, or not laid out) gives 0, and the chart is drawn once it has one.
 */
function useBoxWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let drawnAt = element.clientWidth;
    setWidth(drawnAt);
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      drawnAt = element.clientWidth;
      setWidth(drawnAt);
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      if (element.clientWidth === drawnAt) return;
      // A chart appearing or hidden follows at once; one already drawn waits for its box to settle.
      if (drawnAt === 0 || element.clientWidth === 0) draw();
      else timer = setTimeout(draw, REDRAW_AFTER_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [box]);
  return width;
}
