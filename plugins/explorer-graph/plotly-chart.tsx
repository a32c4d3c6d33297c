import Plotly from 'plotly.js';
import createPlotlyComponent from 'react-plotly.js/factory';

/** Plotly through the dist-min alias; imported only by this plugin's lazy chunk. */
export const PlotlyChart = createPlotlyComponent(Plotly);
