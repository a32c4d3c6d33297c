import { expect, test, type Page } from '@playwright/test';

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

/**
 * A list of layout faults, read again (expect.poll, every 300 ms for up to 3 s) until it is empty:
 * what follows a ResizeObserver (canvases, panels) settles a frame or two after a resize. The last
 * reading is returned, for the caller's assertion to name.
 */
export async function settledFaults(read: () => Promise<string[]>): Promise<string[]> {
  let faults: string[] = [];
  await expect
    .poll(async () => (faults = await read()), { timeout: 3_000, intervals: [300] })
    .toEqual([])
    .catch(() => undefined);
  return faults;
}

/** The three screens the product is looked at on: a desk (1440), a tablet (768) and a wall display (2560). */
export const LOOKED_AT_WIDTHS = [[1440, 900], [768, 1024], [2560, 1440]] as const;

/**
 * Full-page screenshots of `name` at the three widths (test-results/screenshots/<name>-<width>.png),
 * for a person to look at; `settled` waits for the page's own ready state after each resize. At 768
 * the page must not scroll sideways. The viewport is left at 1440 x 900.
 */
export function screenshotsAtWidths(page: Page, name: string, settled: () => Promise<void> = async () => undefined): Promise<void> {
  // A named step: the e2e summary counts the screenshots' share of the tests' time (issue 31).
  return test.step('screenshots at widths', () => screenshotsAt(page, name, settled), { box: true });
}

async function screenshotsAt(page: Page, name: string, settled: () => Promise<void>): Promise<void> {
  for (const [width, height] of LOOKED_AT_WIDTHS) {
    if (width === 768) await expectNoHorizontalOverflowAt768(page);
    else await page.setViewportSize({ width, height });
    await settled();
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
