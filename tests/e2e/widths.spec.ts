import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rankingIds } from '../../plugins/explorer-ranking/test-ids';
import { explorerIds, graphIds } from './selectors';
import { DEMO_CUSTOMERS, DEMO_PLANT } from './support/demo-accounts';
import { settledFaults } from './support/layout';

// Issue 35 point 4: every screen at 768, 1440 and 2560 px: each chart at least 300 px wide (or
// stacked to the full width), its title, legend and axis labels whole and clear of one another.
const WIDTHS = [768, 1440, 2560] as const;
const MIN_CHART = 300;

/**
 * The layout faults of every Plotly chart on the page: drawn narrower than 300 px, wider than its
 * container, a title or legend cut by the drawing's edge, or a title, legend or axis title lying
 * over tick labels. Boxes are read from the SVG (bounding client rectangles).
 */
function chartFaults(page: Page): Promise<string[]> {
  return page.locator('.js-plotly-plot').evaluateAll((plots, min) => {
    const faults: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    plots.forEach((plot, i) => {
      const svg = plot.querySelector('.main-svg');
      if (!svg) return;
      const box = svg.getBoundingClientRect();
      const name = plot.querySelector('.gtitle')?.textContent?.trim() || `chart ${i + 1}`;
      if (box.width < min) faults.push(`${name}: ${Math.round(box.width)} px wide`);
      if (box.width - plot.parentElement!.getBoundingClientRect().width > 1) faults.push(`${name}: wider than its box`);
      const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      const titles = [...plot.querySelectorAll('.gtitle')].map((e) => ({ what: 'title', r: e.getBoundingClientRect() }));
      const legends = [...plot.querySelectorAll('.legend .bg')].map((e) => ({ what: 'legend', r: e.getBoundingClientRect() }));
      const axisTitles = [...plot.querySelectorAll('.g-xtitle text, .g-ytitle text, .g-y2title text')].map((e) => ({ what: `axis title "${e.textContent}"`, r: e.getBoundingClientRect() }));
      const ticks = [...plot.querySelectorAll('.xtick text, .ytick text, .y2tick text')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
      for (const t of [...titles, ...legends]) if (t.r.width > 0 && !inside(t.r)) faults.push(`${name}: ${t.what} cut by the chart's edge`);
      for (const t of [...titles, ...legends, ...axisTitles]) if (t.r.width > 0 && ticks.some((k) => overlap(t.r, k))) faults.push(`${name}: ${t.what} over tick labels`);
      for (const t of titles) if (legends.some((l) => l.r.width > 0 && overlap(t.r, l.r))) faults.push(`${name}: title under the legend`);
    });
    return faults;
  }, MIN_CHART);
}

async function measure(page: Page, where: string, ready: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : width === 1440 ? 900 : 1440 });
    await ready();
    await expect(page.locator('.js-plotly-plot .main-svg').first()).toBeVisible();
    const faults = await settledFaults(() => chartFaults(page));
    found.push(...faults.map((f) => `${where} at ${width} px: ${f}`));
    await page.screenshot({ path: `test-results/screenshots/widths-${where.replace(/\W+/g, '-')}-${width}.png` });
  }
  return found;
}

test('issue 35 point 4: the graph (with its side charts) and the machine dashboard at 768, 1440 and 2560 px', async ({ page, signedInAs }) => {
  test.setTimeout(240_000);
  await signedInAs(DEMO_PLANT.manager);
  const graphView = page.getByTestId(graphIds.view);
  const faults = await measure(page, 'graph', () => expect(graphView).toHaveAttribute('aria-busy', 'false'));
  // The tablet keeps the side charts (one per visible metric) that the wide screen shows.
  const sideCharts: number[] = [];
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1024 });
    await expect(graphView).toHaveAttribute('aria-busy', 'false');
    sideCharts.push(await page.locator('.js-plotly-plot').count());
  }
  expect(sideCharts[1], 'charts at 768 px as many as at 1440 px').toBe(sideCharts[0]);
  expect(faults).toEqual([]);
});

test('issue 35 point 4: the Ranking at 768, 1440 and 2560 px has no chart cut and no overflow', async ({ page, signedInAs }) => {
  await signedInAs(DEMO_PLANT.manager);
  await page.getByTestId(explorerIds.mode('RANKING')).click();
  const view = page.getByTestId(rankingIds.view);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1024 });
    await expect(view).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `no page overflow at ${width} px` }).toBeLessThanOrEqual(0);
  }
});

for (const { account, path } of [
  { account: DEMO_CUSTOMERS.paintline, path: '/graph/custom/ino/paintline' },
  { account: DEMO_CUSTOMERS.coating, path: '/graph/custom/ccc/performance' },
  { account: DEMO_CUSTOMERS.coating, path: '/graph/custom/ccc/kpi' },
]) {
  test(`issue 35 point 4: ${path} at 768, 1440 and 2560 px: charts at least 300 px wide, titles and legends whole`, async ({ page, signedInAs, shell }) => {
    test.setTimeout(240_000);
    await signedInAs(account);
    await shell.open(path);
    expect(await measure(page, path.split('/').pop()!, async () => undefined)).toEqual([]);
  });
}
