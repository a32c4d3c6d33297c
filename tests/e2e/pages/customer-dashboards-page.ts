import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { explorerIds } from '../selectors';
import { seriousAxeViolations } from '../support/axe';
import { LOOKED_AT_WIDTHS } from '../support/layout';
import { scrollToEveryChart } from '../support/unseen-charts';
import { ShellPage } from './shell-page';

/** What the customer dashboards' tests share: the timeframe, downloads, axe and screenshots. */
export class CustomerDashboardsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens a dashboard in the signed-in app, without booting it again (ShellPage.goInApp). */
  async open(path: string): Promise<void> {
    await new ShellPage(this.page, this.baseUrl).goInApp(path);
  }

  /** A date range in the sidebar's timeframe panel, shifts combined. */
  async pickRange(from: string, to: string): Promise<void> {
    const timeframe = this.page.getByTestId(explorerIds.panel).getByRole('region', { name: 'Timeframe' });
    await timeframe.getByRole('button', { name: 'Date Range' }).click();
    await timeframe.getByRole('textbox', { name: 'From' }).fill(from);
    await timeframe.getByRole('textbox', { name: 'To' }).fill(to);
    await expect(timeframe.getByRole('textbox', { name: 'From' })).toHaveValue(from);
    await expect(timeframe.getByRole('textbox', { name: 'To' })).toHaveValue(to);
    await expect(timeframe.getByRole('button', { name: 'Date Range' })).toHaveAttribute('aria-pressed', 'true');
  }

  timeframe() {
    return this.page.getByTestId(explorerIds.panel).getByRole('region', { name: 'Timeframe' });
  }

  entitySelector() {
    return this.page.getByTestId(explorerIds.entitySelected);
  }

  async download(click: () => Promise<void>): Promise<{ name: string; path: string }> {
    const [download]: [Download, void] = await Promise.all([this.page.waitForEvent('download', { timeout: 60_000 }), click()]);
    const path = `test-results/downloads/${Date.now()}-${download.suggestedFilename()}`;
    mkdirSync('test-results/downloads', { recursive: true });
    await download.saveAs(path);
    return { name: download.suggestedFilename(), path };
  }

  /**
   * No serious or critical axe-core violation on the dashboard (the main area; the shared sidebar
   * belongs to the shell's own checks).
   */
  async expectAccessible(): Promise<void> {
    expect(await seriousAxeViolations(this.page)).toEqual([]);
  }

  /**
   * Every Plotly chart on the page is drawn (some height) and as wide as its container. A chart
   * follows its box a moment after a resize, hence the polling; one that collapsed, or stayed at its
   * old width after the main area changed, never passes.
   */
  async expectChartsDrawn(width: number): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.locator('.js-plotly-plot').evaluateAll((plots) =>
            plots
              // The drawing (its SVG), not only the element Plotly draws in: that one is as wide as its box even when the drawing is not.
              .map((p) => ({ box: (p.querySelector('.main-svg') ?? p).getBoundingClientRect(), parent: p.parentElement!.getBoundingClientRect() }))
              // Drawn, and as wide as its container: neither clipped nor short of the card's edge.
              .filter(({ box, parent }) => box.height < 50 || Math.abs(box.width - parent.width) > 1)
              .map(({ box, parent }) => `${Math.round(box.width)} x ${Math.round(box.height)} in ${Math.round(parent.width)}`),
          ),
        { message: `every chart drawn as wide as its container at ${width} px` },
      )
      .toEqual([]);
  }

  /**
   * A horizontal bar chart's category labels (its y axis) lie inside its drawing and clear of its
   * plot area, with at least 3 px between a label's end and the bars.
   */
  async expectCategoryLabelsClear(chart: Locator, width: number): Promise<void> {
    const clashes = await chart.evaluate((figure) => {
      const svg = figure.querySelector('.main-svg')!.getBoundingClientRect();
      const plot = figure.querySelector('.nsewdrag')!.getBoundingClientRect();
      return [...figure.querySelectorAll('.ytick text')]
        .map((t) => ({ label: t.textContent, box: t.getBoundingClientRect() }))
        .filter(({ box }) => box.left < svg.left || box.top < svg.top || box.bottom > svg.bottom || box.right > plot.left - 3)
        .map(({ label, box }) => `${label}: ${Math.round(box.left - svg.left)} to ${(box.right - svg.left).toFixed(1)} px, bars from ${(plot.left - svg.left).toFixed(1)} px`);
    });
    expect.soft(clashes, `category labels inside the chart and clear of its bars at ${width} px`).toEqual([]);
  }

  /** The pixel size of the first chart's first axis label, or null on a screen without charts. */
  private async tickLabelPx(): Promise<number | null> {
    const tick = this.page.locator('.js-plotly-plot :is(.xtick, .ytick) text').first();
    return (await tick.count()) === 0 ? null : tick.evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
  }

  /**
   * Screenshots at the three sizes of the brief; ready() waits for the screen after each resize, and
   * every chart has to be drawn within its container at that size. On the wall display (2560 px)
   * the charts' type is a quarter larger than at 1440 px, as the shell's. drawn(width), if given,
   * looks at the drawn charts at each size before the screenshot.
   */
  async screenshots(name: string, ready: () => Promise<void>, drawn?: (width: number) => Promise<void>): Promise<void> {
    mkdirSync('test-results/screenshots', { recursive: true });
    const tickPx = new Map<number, number | null>();
    for (const [w, h] of LOOKED_AT_WIDTHS) {
      await this.page.setViewportSize({ width: w, height: h });
      await ready();
      // Charts below the fold too: each is drawn once scrolled to.
      await scrollToEveryChart(this.page);
      // Plotly redraws 100 ms after a resize: the charts are looked at until they have followed it.
      await expect(async () => this.expectChartsDrawn(w)).toPass({ timeout: 15_000 });
      await drawn?.(w);
      tickPx.set(w, await this.tickLabelPx());
      // From the top: a full-page picture of a scrolled page draws the sticky header over the content.
      await this.page.evaluate(() => window.scrollTo(0, 0));
      await this.page.screenshot({ path: `test-results/screenshots/dashboards-${name}-${w}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1440, height: 900 });
    const [normal, wall] = [tickPx.get(1440), tickPx.get(2560)];
    if (normal && wall) expect(wall, 'axis labels on the wall display').toBeCloseTo(normal * 1.25, 1);
  }
}
