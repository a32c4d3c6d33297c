import { expect, type Locator, type Page } from '@playwright/test';

/** A System Setup screen: its table, the record dialog and the toasts, driven by role and label. */
export class SetupScreenPage {
  readonly screen: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    testId: string,
  ) {
    this.screen = page.getByTestId(testId);
  }

  /** Opens the screen through the System Setup menu, as a user would. */
  async openFromMenu(label: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'System Setup' }).click();
    await this.page.locator('.sidebar-menu').getByRole('link', { name: label, exact: true }).click();
    await expect(this.screen).toBeVisible();
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.shown();
  }

  /** The screen shows after a load of its address (goto, or a sign-in that booted the app there). */
  async shown(): Promise<void> {
    await expect(this.screen).toBeVisible({ timeout: 20_000 });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  row(text: string): Locator {
    return this.screen.getByRole('row').filter({ hasText: text });
  }

  /**
   * How far a row's tick box sits from the middle of the row's text, in px (positive: the box is
   * higher), measured against the first line of the cell after the box.
   */
  async tickBoxOffset(text: string): Promise<number> {
    return this.row(text).evaluate((tr) => {
      const box = tr.querySelector('input[type="checkbox"]')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(tr.querySelectorAll('td')[1]!);
      const line = range.getClientRects()[0]!;
      return Math.round((line.top + line.height / 2 - (box.top + box.height / 2)) * 10) / 10;
    });
  }

  /** Fills labelled fields of the open dialog: text, number, time and select by their type. */
  async fill(dialog: Locator, values: Record<string, string | boolean>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const field = dialog.getByLabel(label, { exact: true });
      if (typeof value === 'boolean') await field.setChecked(value);
      else if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** The newest toast with this text (an earlier save's may still be on screen). */
  toast(text: string): Locator {
    return this.page.locator('.p-toast-message').filter({ hasText: text }).last();
  }
}
