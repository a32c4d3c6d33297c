import Plotly from 'plotly.js';
import type { PdfFigure } from '../export/pdf-table-export';

/** Colours for paper: the screen's dark theme would print light text on white. */
const PRINT_LAYOUT = { paper_bgcolor: '#ffffff', plot_bgcolor: '#ffffff', font: { color: '#1f2937' } };

interface PlotLayout extends Record<string, unknown> {
  title?: string | { font?: Record<string, unknown> };
  xaxis?: Record<string, unknown>;
  yaxis?: Record<string, unknown>;
}
/** Plotly keeps the drawn figure on its element. */
type PlotElement = HTMLElement & { data: unknown[]; layout: PlotLayout };

/**
 * PNG pictures of the Plotly charts inside an element, redrawn off screen in print colours at a
 * fixed size, for a PDF report. Heavy (Plotly): import this file by its path from lazy files only.
 */
export async function chartImages(root: HTMLElement, widthPx = 1200, heightPx = 420): Promise<PdfFigure[]> {
  const plots = [...root.querySelectorAll<PlotElement>('.js-plotly-plot')];
  const figures: PdfFigure[] = [];
  for (const plot of plots) {
    const l = plot.layout;
    const title = typeof l.title === 'object' ? { ...l.title, font: { ...l.title?.font, color: PRINT_LAYOUT.font.color } } : l.title;
    const layout = {
      ...l,
      ...PRINT_LAYOUT,
      title,
      xaxis: { ...l.xaxis, gridcolor: '#e5e7eb' },
      yaxis: { ...l.yaxis, gridcolor: '#e5e7eb' },
      width: widthPx,
      height: heightPx,
    };
    const dataUrl = await Plotly.toImage({ data: plot.data, layout }, { format: 'png', width: widthPx, height: heightPx });
    figures.push({ dataUrl, widthPx, heightPx });
  }
  return figures;
}
