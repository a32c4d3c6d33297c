import { expect, type Locator, type Page } from '@playwright/test';
import { explorerIds } from '../selectors/explorer';

/** The Data Explorer sidebar tab: entity picker, timeframe and preset controls, driven by role and label. */
export class ExplorerPanelPage {
  readonly panel: Locator;
  readonly presets: Locator;
  readonly presetTitle: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId(explorerIds.panel);
    this.presets = this.panel.getByRole('region', { name: 'Presets' });
    this.presetTitle = page.getByTestId(explorerIds.presetTitle);
  }

  /** Picks an entity through the search box (the flat, name-sorted match list). */
  async pickEntity(name: string): Promise<void> {
    // The default preset applies once the presets arrive; a pick made before that would be replaced.
    await this.page.waitForLoadState('networkidle');
    await this.panel.getByRole('textbox', { name: 'Search entities' }).fill(name);
    await this.panel.getByRole('list', { name: 'Matching entities' }).getByRole('button', { name }).click();
    await expect(this.page.getByTestId(explorerIds.entitySelected)).toContainText(name);
  }

  /** A single past day, every shift combined. */
  async pickDay(day: string): Promise<void> {
    const timeframe = this.panel.getByRole('region', { name: 'Timeframe' });
    await timeframe.getByRole('button', { name: 'Single Day' }).click();
    await timeframe.getByRole('textbox', { name: 'Day' }).fill(day);
    await expect(timeframe.getByRole('checkbox', { name: 'Keep Current' })).not.toBeChecked();
    const combine = timeframe.getByRole('checkbox', { name: 'Combine Shifts' });
    if (!(await combine.isChecked())) await timeframe.getByText('Combine Shifts').click();
    await expect(combine).toBeChecked();
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
