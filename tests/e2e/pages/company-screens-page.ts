import { expect, type Locator, type Page } from '@playwright/test';
import { companyIds } from '../selectors';
import { ShellPage } from './shell-page';

/** The company screens (/company, /company/users, /plan, /data, /metrics): their sub-navigation, pickers, the users table and its confirmations. */
export class CompanyScreensPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens a company page in the signed-in app, without loading the page again (ShellPage.goInApp). */
  async open(path: string, testId: string): Promise<void> {
    await new ShellPage(this.page, this.baseUrl).goInApp(path);
    await this.shown(testId);
  }

  /** The company page shows (after open, or a sign-in that booted the app at its address): its chunk may still be loading. */
  async shown(testId: string): Promise<void> {
    await expect(this.page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  }

  /** The one sub-navigation every company page carries. */
  get subNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Company pages' });
  }

  /** Opens a company page from the sub-navigation and checks that it is the one marked current. */
  async openFromSubNav(label: string, testId: string): Promise<void> {
    await this.subNav.getByRole('link', { name: label, exact: true }).click();
    await expect(this.page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
    await this.expectCurrent(label);
  }

  /** Exactly one entry of the sub-navigation is marked as the current page, and it is `label`. */
  async expectCurrent(label: string): Promise<void> {
    await expect(this.subNav.locator('[aria-current="page"]')).toHaveText([label]);
  }

  /** Picks `option` in the PrimeReact dropdown named `label` (its trigger is named "<label>: show choices"). */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: `${label}: show choices`, exact: true }).click();
    const panel = this.page.locator('.p-dropdown-panel');
    await panel.getByRole('option', { name: option, exact: true }).click();
    await expect(panel).toBeHidden();
  }

  get usersTable(): Locator {
    return this.page.getByTestId(companyIds.usersTable);
  }

  userRow(email: string): Locator {
    return this.usersTable.getByRole('row').filter({ hasText: email });
  }

  /** The Status cell of a user's row. */
  userStatus(email: string): Locator {
    return this.userRow(email).locator('td[data-label="Status"]');
  }

  deactivate(email: string): Locator {
    return this.page.getByRole('button', { name: `Deactivate ${email}`, exact: true });
  }

  /** The product's yes/no question (PrimeReact's confirm dialog) that says `text`. */
  confirmation(text: string | RegExp): Locator {
    return this.page.getByRole('alertdialog').or(this.page.getByRole('dialog')).filter({ hasText: text });
  }

  /** How far apart two elements of one row stand vertically, in CSS pixels: their centres, top edges and bottom edges. */
  async offsets(a: Locator, b: Locator): Promise<{ centre: number; top: number; bottom: number }> {
    const [p, q] = [await a.boundingBox(), await b.boundingBox()];
    if (!p || !q) return { centre: Infinity, top: Infinity, bottom: Infinity };
    const round = (n: number) => Math.round(Math.abs(n) * 100) / 100;
    return { centre: round(p.y + p.height / 2 - (q.y + q.height / 2)), top: round(p.y - q.y), bottom: round(p.y + p.height - (q.y + q.height)) };
  }
}
