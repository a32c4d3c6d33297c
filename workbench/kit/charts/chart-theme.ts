import { CHART_PALETTE } from '../../../core/metrics';
/** Plotly layout shared by the dashboard's charts: transparent on the dark surface, compact margins. */
export function chartLayout(title: string, percent: boolean, height: number): Record<string, unknown> & { height: number } {
  return {
    title: { text: title, font: { size: 14, color: '#e4e4e7' }, x: 0, xanchor: 'left' },
    height,
    margin: { l: 48, r: 12, t: 36, b: 40 },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: '#a1a1aa', size: 11 },
    xaxis: { gridcolor: '#27272a', type: 'category', automargin: true },
    yaxis: { gridcolor: '#27272a', rangemode: 'tozero', automargin: true, ...(percent ? { range: [0, 100], ticksuffix: ' %' } : {}) },
    barmode: 'group',
    showlegend: true,
    legend: { orientation: 'h', y: -0.2 },
  };
}

/** Half a 10 px tick label above the plot's top edge, and the gap Plotly keeps: what automargin pushed the top to. */
const COMPACT_TOP_LABEL_PX = 12;

/**
 * A small-multiple's layout: the card's HTML header carries the title and value, so the plot has no
 * title, no legend (the main chart's legend names the series) and level, short tick labels.
 */
export function compactLayout(percent: boolean, height: number): Record<string, unknown> & { height: number } {
  const base = chartLayout('', percent, height);
  return {
    ...base,
    title: undefined,
    // A percent axis ends on a tick (100%) whose label stands half its height above the plot: the top
    // margin holds it, or Plotly's automargin pushed it and drew every percent side chart twice (issue 39).
    margin: { l: 36, r: 6, t: percent ? COMPACT_TOP_LABEL_PX : 6, b: 24 },
    font: { color: '#a1a1aa', size: 10 },
    xaxis: { ...(base.xaxis as object), tickangle: 0 },
    yaxis: { ...(base.yaxis as object), nticks: 4, ...(percent ? { ticksuffix: '%' } : {}) },
    showlegend: false,
  };
}

/**
 * A dashed horizontal line across the plot at a metric's target (Metric Setup's standard minimum),
 * labelled at its left end; nothing when the metric has no target.
 */
export function targetLineLayout(target: number | null, label: string): Record<string, unknown> {
  if (target === null) return {};
  const colour = '#f4f4f5';
  return {
    shapes: [{ type: 'line', xref: 'paper', x0: 0, x1: 1, yref: 'y', y0: target, y1: target, line: { color: colour, width: 1.5, dash: 'dash' } }],
    // At the left end, clear of the mode bar at the top right; on a backing so it reads over a bar.
    annotations: [{ xref: 'paper', x: 0, xanchor: 'left', yref: 'y', y: target, yanchor: 'bottom', text: label, showarrow: false, font: { color: colour, size: 10 }, bgcolor: 'rgba(24,24,27,0.75)' }],
  };
}

/** Fill patterns that tell series apart where the bars' colours carry status (one per series, in order). */
export const SERIES_PATTERNS = ['', '/', '.', 'x', '\\', '+', '-', '|'];

/** Series colours in order: the 22 named palette colours of document 2 §9 (an 8-colour list before). */
export const CHART_COLOURS: readonly string[] = CHART_PALETTE.map((c) => c.hex);
