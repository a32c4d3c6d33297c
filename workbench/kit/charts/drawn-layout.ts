import { scaledLayout } from './wall-scale';

type Layout = Record<string, unknown> & { height: number };

/**
 * The layout Plotly is handed: scaled for the shell's type size, at the measured width with autosize
 * off, and with at most as many x labels as fit `xLabelPx` each. Only parts the caller gave are set:
 * a pie's layout with `xaxis: undefined` made Plotly throw (reading 'anchor') and the chart stayed
 * blank, its numbers shown beside nothing.
 */
export function drawnLayout(layout: Layout, scale: number, width: number, xLabelPx?: number): Layout {
  const scaled = scaledLayout(layout, scale);
  const drawn: Layout = { ...scaled, width, autosize: false };
  if (xLabelPx) drawn['xaxis'] = { ...(scaled['xaxis'] as object), nticks: Math.max(2, Math.floor(width / (xLabelPx * scale))) };
  return drawn;
}
