// Minimal types for the untyped plotly packages the chart building block uses (no @types package is installed).
declare module 'plotly.js' {
  /** The calls used outside the React component: a figure drawn off screen as an image (data URL), and a redraw at its box's size. */
  const Plotly: {
    toImage(figure: { data: unknown[]; layout: Record<string, unknown> }, options: { format: 'png' | 'svg'; width: number; height: number }): Promise<string>;
    Plots: { resize(graphDiv: HTMLElement): Promise<void> | void };
  };
  export default Plotly;
}

declare module 'react-plotly.js/factory' {
  import type { ComponentType, CSSProperties } from 'react';
  export interface PlotParams {
    data: Array<Record<string, unknown>>;
    layout?: Record<string, unknown>;
    config?: Record<string, unknown>;
    style?: CSSProperties;
    className?: string;
    useResizeHandler?: boolean;
    /** Plotly's error when a draw fails; without it react-plotly.js drops the error and the chart stays blank. */
    onError?: (error: Error) => void;
  }
  export type PlotlyFactory = (plotly: object) => ComponentType<PlotParams>;
  const createPlotlyComponent: PlotlyFactory;
  export default createPlotlyComponent;
}
