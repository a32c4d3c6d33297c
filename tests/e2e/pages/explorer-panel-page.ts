import { expect, type Locator, type Page } from '@playwright/test';
import { explorerIds } from '../selectors/explorer';

/** The Data Explorer sidebar tab: entity picker, timeframe and preset controls, driven by role and label. */
export class ExplorerPanelPage {
  readonly panel: Locator;
  readonly presets: Locator;
  readonly presetTitle: Locator;
  readonly tree: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId(explorerIds.panel);
    this.tree = page.getByTestId(explorerIds.entityTree);
    this.presets = this.panel.getByRole('region', { name: 'Presets' });
    this.presetTitle = page.getByTestId(explorerIds.presetTitle);
  }

  /**
   * The panel's start-up loads are in: the default preset applies once the presets arrive, and a
   * pick made before that would be replaced (on a loaded machine, after the network fell idle).
   */
  async ready(): Promise<void> {
    await expect(this.panel).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  }

  /** Picks an entity through the search box (the flat, name-sorted match list). */
  async pickEntity(name: string): Promise<void> {
    await this.ready();
    await this.panel.getByRole('textbox', { name: 'Search entities' }).fill(name);
    await this.panel.getByRole('list', { name: 'Matching entities' }).getByRole('button', { name }).click();
    await expect(this.page.getByTestId(explorerIds.entitySelected)).toContainText(name);
  }

  /** A single past day, every shift combined. */
  async pickDay(day: string): Promise<void> {
    await this.ready();
    const timeframe = this.panel.getByRole('region', { name: 'Timeframe' });
    await timeframe.getByRole('button', { name: 'Single Day' }).click();
    await timeframe.getByRole('textbox', { name: 'Day' }).fill(day);
    await expect(timeframe.getByRole('checkbox', { name: 'Keep Current' })).not.toBeChecked();
    const combine = timeframe.getByRole('checkbox', { name: 'Combine Shifts' });
    if (!(await combine.isChecked())) await timeframe.getByText('Combine Shifts').click();
    await expect(combine).toBeChecked();
    await expect(timeframe.getByRole('textbox', { name: 'Day' })).toHaveValue(day);
  }

  /**
   * The entity tree's rows that its scroll box cuts (part shown, part hidden), looked at scrolled to
   * the top and to the end; the tree is left scrolled to the end. Each as 'label at top|end'.
   */
  async treeRowsCut(): Promise<string[]> {
    return this.tree.evaluate((tree) => {
      const rows = [...tree.querySelectorAll('.p-treenode-content')];
      const cut: string[] = [];
      for (const [at, scrollTop] of [['top', 0], ['end', tree.scrollHeight]] as const) {
        tree.scrollTop = scrollTop;
        // The visible part of the scroll box: inside its borders, above a horizontal scroll bar.
        const top = tree.getBoundingClientRect().top + tree.clientTop;
        const bottom = top + tree.clientHeight;
        const inside = (r: DOMRect) => r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
        for (const row of rows) {
          const r = row.getBoundingClientRect();
          if (r.bottom > top && r.top < bottom && !inside(r)) cut.push(`${row.textContent?.trim()} at ${at}`);
        }
        if (at === 'end' && rows.length > 0 && !inside(rows[rows.length - 1]!.getBoundingClientRect())) cut.push('the last row not shown at end');
      }
      return cut;
    });
  }

  /** How far (px) the Keep Current checkbox's vertical centre lies from the Day field's input's. */
  async keepCurrentOffset(): Promise<number> {
    const timeframe = this.panel.getByRole('region', { name: 'Timeframe' });
    // The checkbox's drawn box is the input's parent (PrimeReact lays the input over it, invisible).
    const check = await timeframe.getByRole('checkbox', { name: 'Keep Current' }).evaluate((input) => input.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    const field = await timeframe.getByRole('textbox', { name: 'Day' }).boundingBox();
    return Math.abs(check.top + check.height / 2 - (field!.y + field!.height / 2));
  }

  /** The main chart's metric (the Visible Metrics dropdown). */
  async pickMetric(label: string): Promise<void> {
    await this.page.getByTestId(explorerIds.metric).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  button(name: 'Save' | 'Save As' | 'Open' | 'Delete'): Locator {
    return this.presets.getByRole('button', { name, exact: true });
  }

  undoButton(): Locator {
    return this.presets.getByRole('button', { name: 'Undo (Ctrl+Z)' });
  }

  async saveAs(name: string, desc: string): Promise<void> {
    await this.button('Save As').click();
    const dialog = this.page.getByRole('dialog', { name: 'Save Preset As' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill(desc);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.presetTitle).toHaveText(name);
  }

  openDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Open Preset' });
  }
}
