import Plotly from 'plotly.js';
import factoryModule from 'react-plotly.js/factory';
import type { PlotlyFactory } from 'react-plotly.js/factory';

// The factory is CommonJS with an `exports.default`; a Node-style interop (Vite's build of a
// "type": "module" package) hands us the whole exports object, esbuild-style interop the function.
const createPlotlyComponent: PlotlyFactory =
  typeof factoryModule === 'function' ? factoryModule : (factoryModule as unknown as { default: PlotlyFactory }).default;

/** Plotly through the basic-dist alias. Heavy: import this file by its path from lazy pages only, never through workbench/api/index.ts. */
export const PlotlyChart = createPlotlyComponent(Plotly);
