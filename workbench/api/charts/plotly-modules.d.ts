// Minimal types for the untyped plotly packages the chart building block uses (no @types package is installed).
declare module 'plotly.js' {
  const Plotly: object;
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
  }
  export type PlotlyFactory = (plotly: object) => ComponentType<PlotParams>;
  const createPlotlyComponent: PlotlyFactory;
  export default createPlotlyComponent;
}
