import { expect, type Page } from '@playwright/test';
import { explorerIds, shellIds } from '../selectors';

/** The signed-in shell and the way in: consent prompts and the provider's login form. */
export class ShellPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Login from the public page: the cookie and terms prompts, then the provider's login page. */
  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByRole('button', { name: 'Login' }).first().click();
    await this.acceptConsents();
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.ready(`the shell after signing in as ${email}`);
  }

  /** Login again at a browser that gave its cookie and terms consent already: straight to the provider's login page. */
  async signInAgain(email: string, password: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Login' }).first().click();
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.ready(`the shell after signing in again as ${email}`);
  }

  /** Sign Out from the User tab, confirmed; done when the public page's Login shows. */
  async signOut(): Promise<void> {
    await this.openTab('user');
    await this.page.getByTestId(shellIds.signOut).click();
    await this.page.getByRole('button', { name: 'Yes' }).click();
    await expect(this.page.getByTestId(shellIds.shell)).toHaveCount(0);
    await expect(this.page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  }

  /** A new person's account from the public page: the consents, then the provider's sign-up form. */
  async signUp(person: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByRole('button', { name: 'Login' }).first().click();
    await this.acceptConsents();
    await this.page.getByRole('link', { name: 'Create an account' }).click();
    await this.page.getByLabel('First name').fill(person.firstName);
    await this.page.getByLabel('Last name').fill(person.lastName);
    await this.page.getByLabel('Email').fill(person.email);
    await this.page.getByLabel('Password').fill(person.password);
    await this.page.getByRole('button', { name: 'Sign up' }).click();
  }

  /** On an invitation's page: the invited person chooses a name and password, joins, and signs in. */
  async acceptInvitation(person: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
    await this.page.getByLabel('First name').fill(person.firstName);
    await this.page.getByLabel('Last name').fill(person.lastName);
    await this.page.getByLabel('Password').fill(person.password);
    await this.page.getByRole('button', { name: 'Join' }).click();
    await expect(this.page.getByRole('status')).toContainText('Your account is ready');
    await this.signIn(person.email, person.password);
  }

  /** Opens the workbench at `path` with a stored session: no login page, the shell at once. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.ready(`the shell from a stored session at ${path}`);
  }

  /**
   * Moves the open, signed-in app to `path` the way its own navigation does (a history entry and
   * popstate, which BrowserRouter listens to, as the product's own landing move): no page load, so
   * a test that signed in at / does not boot the app a second time (seconds each, issue 31). A
   * test about what an address opens on a load keeps page.goto or page.reload.
   */
  async goInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    await expect(this.page).toHaveURL(`${this.baseUrl}${path}`);
  }

  /**
   * The shell shows and the explorer's start-up loads are in: until then the default preset may
   * still replace a mode, entity or day picked in the sidebar. (No panel, no loads: the sidebar is closed.)
   */
  async ready(what: string): Promise<void> {
    await expect(this.page.getByTestId(shellIds.shell), `${what} (at ${this.page.url()})`).toBeVisible({ timeout: 30_000 });
    await expect(this.page.locator(`[data-testid="${explorerIds.panel}"][aria-busy="true"]`)).toHaveCount(0, { timeout: 30_000 });
  }

  async acceptConsents(): Promise<void> {
    const cookies = this.page.getByRole('dialog', { name: 'Allow Cookies' });
    await expect(cookies).toBeVisible();
    await cookies.getByRole('button', { name: 'Accept' }).click();
    const terms = this.page.getByRole('dialog', { name: 'Accept Terms' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Accept' }).click();
  }

  /** Below 1024 px the sidebar starts closed and lies over the main area: opened with the top bar's button. */
  async openSidebar(): Promise<void> {
    const toggle = this.page.getByTestId(shellIds.sidebarToggle);
    // Retried: a click landing just before the page has taken in a resize is undone by it.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  async openTab(tab: 'explorer' | 'settings' | 'user'): Promise<void> {
    await this.page.getByTestId(shellIds.tab(tab)).click();
  }

  /** The labels of the System Setup and User Menu entries. */
  async menuLabels(): Promise<{ settings: string[]; user: string[] }> {
    await this.openTab('settings');
    const settings = await this.page.locator('.sidebar-menu .menu-entry').allInnerTexts();
    await this.openTab('user');
    const user = await this.page.locator('.sidebar-menu .menu-entry').allInnerTexts();
    return { settings: settings.map((s) => s.trim()), user: user.map((s) => s.trim()) };
  }
}
