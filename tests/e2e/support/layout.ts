import { expect, type Page } from '@playwright/test';

/**
 * At 768 px the page scrolls only downwards. Measured once the layout has settled: graphs follow a
 * resize a moment later (Plotly listens for it and redraws), and measured at once a graph still as
 * wide as the 2,560 px wall display counted as overflow.
 */
export async function expectNoHorizontalOverflowAt768(page: Page): Promise<void> {
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'no horizontal overflow at 768 px' })
    .toBeLessThanOrEqual(0);
}
