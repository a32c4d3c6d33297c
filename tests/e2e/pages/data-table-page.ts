import { expect, type Locator, type Page } from '@playwright/test';
import { dataTableIds } from '../selectors';

/** The generic data table: toolbar, grid cells by column, paginator, dialogs. */
export class DataTablePage {
  readonly root: Locator;
  readonly status: Locator;
  readonly count: Locator;
  readonly paginator: Locator;

  constructor(
    private readonly page: Page,
    readonly id: string,
  ) {
    this.root = page.getByTestId(dataTableIds.root(id));
    this.status = page.getByTestId(dataTableIds.status(id));
    this.count = page.getByTestId(dataTableIds.count(id));
    this.paginator = page.getByTestId(dataTableIds.paginator(id));
  }

  /**
   * Waits until rows, count and sums are in and the overlay is gone. A click, a typed value or a
   * reload makes the table busy at once (its view-model starts the request in the same action, and
   * React commits a discrete event's update before the event returns), so aria-busy="false" here is
   * the answer to it. A resize changes the fitted page size a frame later: wait for its effect first.
   */
  async settled(): Promise<void> {
    await expect(this.root).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(this.page.getByTestId(dataTableIds.overlay(this.id))).toBeHidden();
  }

  async headers(): Promise<string[]> {
    const texts = await this.root.locator('.ag-header-cell:not([col-id="__actions__"]) .dt-header-label').allInnerTexts();
    return texts.map((t) => t.trim());
  }

  /**
   * The shown rows' cells of one column, top to bottom, read in one step: the grid replaces its rows
   * when the page size follows the window, and a row read one by one could vanish under the reader.
   */
  async column(field: string): Promise<string[]> {
    return this.root.locator('.ag-grid-scrolling-rows .ag-row:not(.ag-row-pinned)').evaluateAll(
      (rows, col) =>
        rows
          .map((row) => {
            // A metric cell's number, without its status word beside it.
            const cell = row.querySelector(`[col-id="${col}"]`);
            const text = (cell?.querySelector('.metric-status-number') ?? cell) as HTMLElement | null;
            return { index: Number(row.getAttribute('row-index')), text: (text?.innerText ?? '').trim() };
          })
          .filter((o) => Number.isFinite(o.index))
          .sort((a, b) => a.index - b.index)
          .map((o) => o.text),
      field,
    );
  }

  /** The header labels and cells whose text does not fit their box (the browser cuts it short). */
  async cutShort(): Promise<string[]> {
    return this.root
      .locator('.ag-header-cell-text, .dt-header-label, [role="gridcell"]')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent ?? ''));
  }

  async pinnedSum(field: string): Promise<string> {
    return (await this.root.locator(`.ag-grid-pinned-bottom-rows [col-id="${field}"]`).innerText()).trim();
  }

  async recordCount(): Promise<number> {
    const text = await this.count.innerText();
    return Number(text.replace(/[^0-9]/g, ''));
  }

  async sortBy(header: string): Promise<void> {
    await this.root.getByRole('button', { name: new RegExp(`^Sort by ${header}`) }).click();
    await this.settled();
  }

  /** Opens the filter dialog of a column (titled with its header). */
  async openFilter(header: string): Promise<Locator> {
    await this.root.getByRole('button', { name: new RegExp(`^Filter ${header}`) }).click();
    const dialog = this.page.getByRole('dialog', { name: header });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async chooseOption(select: Locator, option: string): Promise<void> {
    await select.selectOption({ label: option });
  }
}
