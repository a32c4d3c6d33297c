/** The paper a dashboard PDF is printed on, and the ink of chart text and grid lines on it. */
export const PAPER = '#ffffff';
const CHART_TEXT = '#27272a';
const CHART_GRID = '#e4e4e7';

const THEMED = /var\(|currentColor/;

/**
 * Turns html2canvas' copy of the page into the screen printed on paper: the light theme (the dark
 * one printed as near-black pages) and Plotly's inline dark-theme text and grid colours replaced.
 * html2canvas copies each SVG node's computed colours from the screen (the dark theme's) inline, and
 * draws an SVG as a standalone image where the page's styles do not reach; so a colour an SVG takes
 * from the theme (a CSS variable, currentColor) is worked out again under the light theme and
 * written inline. Only the copy changes; the screen keeps its theme.
 */
export function printOnPaper(copy: Document, element: HTMLElement): void {
  copy.documentElement.dataset['theme'] = 'light';
  // html2canvas draws text without the font's tabular figures: laid out with them, '2026-10-24' came out '2026- 10 - 24'.
  const proportionalFigures = copy.createElement('style');
  proportionalFigures.textContent = '* { font-variant-numeric: normal !important; }';
  copy.head.append(proportionalFigures);
  for (const text of element.querySelectorAll<SVGElement>('.js-plotly-plot text:not(.bartext)')) text.style.fill = CHART_TEXT;
  for (const line of element.querySelectorAll<SVGElement>('.js-plotly-plot :is(.gridlayer, .zerolinelayer) path')) line.style.stroke = CHART_GRID;
  const view = copy.defaultView;
  if (!view) return;
  const svgNodes = [...element.querySelectorAll<SVGElement>('svg, svg *')];
  // The copied screen values of the theme's variables and of color would win over the light theme's.
  for (const node of svgNodes) for (const name of [...node.style].filter((n) => n === 'color' || n.startsWith('--'))) node.style.removeProperty(name);
  for (const node of svgNodes) {
    for (const paint of ['fill', 'stroke'] as const) {
      if (!THEMED.test(node.getAttribute(paint) ?? '')) continue;
      node.style.removeProperty(paint);
      node.style.setProperty(paint, view.getComputedStyle(node)[paint]);
    }
  }
}
