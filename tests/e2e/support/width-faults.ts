import type { Page } from '@playwright/test';

/** Issue 35 point 4: a chart narrower than this is unreadable unless it stands alone in its row. */
export const MIN_CHART_WIDTH = 300;

/**
 * The layout faults of every Plotly chart on the page: narrower than 300 px beside another chart
 * (alone in its row it is stacked, which the issue allows), wider than its box, a title or legend cut
 * by the drawing's edge, a title, legend or axis title over tick labels, a title under the legend.
 * Boxes are the SVG elements' bounding client rectangles.
 */
export function chartFaults(page: Page): Promise<string[]> {
  return page.locator('.js-plotly-plot').evaluateAll((plots, min) => {
    const faults: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const shown = plots.filter((p) => (p.querySelector('.main-svg')?.getBoundingClientRect().width ?? 0) > 0);
    const boxes = shown.map((p) => p.querySelector('.main-svg')!.getBoundingClientRect());
    shown.forEach((plot, i) => {
      const box = boxes[i]!;
      const name = plot.querySelector('.gtitle')?.textContent?.trim() || plot.closest('[aria-label]')?.getAttribute('aria-label') || `chart ${i + 1}`;
      const besideAnother = boxes.some((b, j) => j !== i && Math.min(b.bottom, box.bottom) - Math.max(b.top, box.top) > 1);
      if (box.width < min && besideAnother) faults.push(`${name}: ${Math.round(box.width)} px wide beside another chart`);
      if (box.width - plot.parentElement!.getBoundingClientRect().width > 1) faults.push(`${name}: wider than its box`);
      const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      const rects = (selector: string) => [...plot.querySelectorAll(selector)].map((e) => ({ text: e.textContent ?? '', r: e.getBoundingClientRect() })).filter((e) => e.r.width > 0);
      const titles = rects('.gtitle').map((e) => ({ what: `title "${e.text}"`, r: e.r }));
      const legends = rects('.legend .bg').map((e) => ({ what: 'legend', r: e.r }));
      const axisTitles = rects('.g-xtitle text, .g-ytitle text, .g-y2title text').map((e) => ({ what: `axis title "${e.text}"`, r: e.r }));
      const ticks = rects('.xtick text, .ytick text, .y2tick text').map((e) => e.r);
      for (const t of [...titles, ...legends]) if (!inside(t.r)) faults.push(`${name}: ${t.what} cut by the chart's edge`);
      for (const t of [...titles, ...legends, ...axisTitles]) if (ticks.some((k) => overlap(t.r, k))) faults.push(`${name}: ${t.what} over tick labels`);
      for (const t of titles) if (legends.some((l) => overlap(t.r, l.r))) faults.push(`${name}: ${t.what} under the legend`);
    });
    return faults;
  }, MIN_CHART_WIDTH);
}

/**
 * Page-level faults: the page scrolls sideways, or a shown heading, legend or caption is cut (its
 * text wider than its box) or its text reaches past the window's right edge, or a table row's actions
 * start off the screen.
 */
export function pageFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('h1, h2, h3, legend, figcaption, caption')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('[aria-hidden="true"], .sr-only, .p-hidden-accessible')) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      if (el.scrollWidth > el.clientWidth + 1) faults.push(`"${text}" cut: ${el.scrollWidth} px of text in ${el.clientWidth}`);
      // The text, not the box: a table's caption is as wide as its table, which may scroll sideways
      // in its own region (the "the rest scroll") while the caption's words stay in view.
      const words = document.createRange();
      words.selectNodeContents(el);
      if (words.getBoundingClientRect().right > root.clientWidth + 1) faults.push(`"${text}" past the window's edge`);
    }
    // A table may scroll sideways in its own region, but a row's actions (edit, pause, remove) stay
    // in reach: on a tablet nobody finds a button that starts off the screen.
    for (const button of document.querySelectorAll<HTMLElement>('.row-actions button')) {
      const r = button.getBoundingClientRect();
      if (r.width > 0 && r.right > root.clientWidth + 1) faults.push(`row action "${button.getAttribute('aria-label')}" off the screen`);
    }
    return faults;
  });
}
