import { expect, type Locator, type Page } from '@playwright/test';

/** Where the page's scrolled boxes stood, kept in the page while the charts are scrolled to. */
declare global {
  interface Window {
    __scrollBeforeCharts?: Array<[Element, number]>;
  }
}

/**
 * A chart below the fold is drawn once it is scrolled near (workbench/kit/charts/use-seen.ts; marked
 * data-chart-unseen until then). Scrolls to each such chart in `scope` in turn, as a reader does, until
 * every one is drawn, then puts every scrolled box back where it was: a check of every chart, or a
 * screenshot of the screen as opened, then sees them all drawn.
 */
export async function scrollToEveryChart(page: Page, scope: Locator = page.locator('body')): Promise<void> {
  const unseen = scope.locator('[data-chart-unseen]');
  let left = await unseen.count();
  if (left === 0) return;
  await page.evaluate(() => {
    window.__scrollBeforeCharts = [...document.querySelectorAll('*')].filter((e) => e.scrollTop > 0).map((e) => [e, e.scrollTop]);
  });
  for (; left > 0; left = await unseen.count()) {
    await unseen.first().scrollIntoViewIfNeeded();
    await expect.poll(() => unseen.count(), 'a chart scrolled to is drawn').toBeLessThan(left);
  }
  await page.evaluate(() => {
    const before = new Map(window.__scrollBeforeCharts ?? []);
    for (const e of document.querySelectorAll('*')) if (e.scrollTop > 0 || before.has(e)) e.scrollTop = before.get(e) ?? 0;
    delete window.__scrollBeforeCharts;
  });
}
