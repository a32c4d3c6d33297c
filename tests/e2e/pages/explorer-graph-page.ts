import { expect, type Locator, type Page } from '@playwright/test';
import { graphIds, machineIds } from '../selectors/explorer';
import { scrollToEveryChart } from '../support/unseen-charts';

/** The graph dashboard: the headline number and the data table behind the main chart. */
export class ExplorerGraphPage {
  readonly view: Locator;
  readonly headline: Locator;
  readonly table: Locator;
  readonly sideCharts: Locator;

  constructor(private readonly page: Page) {
    this.view = page.getByTestId(graphIds.view);
    this.headline = page.getByTestId(graphIds.headline);
    this.table = page.getByTestId(graphIds.dataTable);
    this.sideCharts = page.getByTestId(graphIds.sideCharts);
  }

  /**
   * A machine and a day open the machine dashboard (document 3 §2.1); its 'Metric charts' leads to
   * the graph of the same selection, which stays until another machine is chosen.
   */
  async showMetricCharts(): Promise<void> {
    await this.page.getByTestId(machineIds.view).getByRole('button', { name: 'Metric charts' }).click();
    await expect(this.view).toBeVisible();
  }

  /** Waits until the dashboard shows data for the selection named in its subtitle. */
  async waitForData(...subtitle: string[]): Promise<void> {
    for (const part of subtitle) await expect(this.view.locator('.graph-subtitle')).toContainText(part);
    await expect(this.view).toHaveAttribute('aria-busy', 'false');
    await expect(this.headline).toBeVisible();
  }

  /** Every chart of the dashboard scrolled to, as a reader does, and drawn (support/unseen-charts.ts). */
  scrollToEveryChart(): Promise<void> {
    return scrollToEveryChart(this.page, this.view);
  }

  /**
   * Plotly redraws after a resize, and side charts draw one a task after the main chart (a chart kept
   * from the last selection until its turn is marked data-chart-deferred): waits until every chart
   * shows the selection's data and fits inside its card (each scrolled to first).
   */
  async waitForChartsToFit(): Promise<void> {
    await this.scrollToEveryChart();
    await expect
      .poll(() =>
        this.view.locator('figure.graph-chart').evaluateAll((figures) =>
          figures.every((f) => !f.querySelector('[data-chart-deferred]') && (f.querySelector('.main-svg')?.getBoundingClientRect().width ?? Infinity) <= f.getBoundingClientRect().width + 1),
        ),
      )
      .toBe(true);
  }

  /**
   * The data table's value column: its header's text-align, and the right edges of the header's
   * text and of each value's text (the text itself, not the cell).
   */
  async valueColumnEdges(): Promise<{ align: string; header: number; cells: number[] }> {
    return this.table.evaluate((table) => {
      const textRight = (cell: Element) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        return Math.round(text.getBoundingClientRect().right);
      };
      const header = table.querySelector('thead th:last-child')!;
      return {
        align: getComputedStyle(header).textAlign,
        header: textRight(header),
        cells: [...table.querySelectorAll('tbody tr > :last-child')].map(textRight),
      };
    });
  }

  /** The data table's rows as bucket -> shown value (the table is opened if it is closed). */
  async tableValues(): Promise<Record<string, string>> {
    const toggle = this.view.getByRole('button', { name: 'Show data table' });
    if (await toggle.isVisible()) await toggle.click();
    await expect(this.table).toBeVisible();
    const rows = this.table.locator('tbody tr');
    const out: Record<string, string> = {};
    for (const row of await rows.all()) {
      const bucket = (await row.getByRole('rowheader').innerText()).trim();
      // The value without its status word (a status cell holds the number, a mark and the word).
      const cell = row.locator('td').last();
      const number = cell.locator('.metric-status-number');
      out[bucket] = ((await number.count()) > 0 ? await number.innerText() : await cell.innerText()).trim();
    }
    return out;
  }
}
