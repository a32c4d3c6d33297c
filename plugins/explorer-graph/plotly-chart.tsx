import Plotly from 'plotly.js';
import factoryModule from 'react-plotly.js/factory';
import type { PlotlyFactory } from 'react-plotly.js/factory';

// The factory is CommonJS with an `exports.default`; a Node-style interop (Vite's build of a
// "type": "module" package) hands us the whole exports object, esbuild-style interop the function.
const createPlotlyComponent: PlotlyFactory =
  typeof factoryModule === 'function' ? factoryModule : (factoryModule as unknown as { default: PlotlyFactory }).default;

/** Plotly through the dist-min alias; imported only by this plugin's lazy chunk. */
export const PlotlyChart = createPlotlyComponent(Plotly);
