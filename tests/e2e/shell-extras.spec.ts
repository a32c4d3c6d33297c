import { expect, test, type Page } from '@playwright/test';
import { settingsPluginsIds } from '../../plugins/settings-plugins/test-ids';
import { appearanceIds } from '../../plugins/user-appearance/test-ids';
import { ShellPage } from './pages/shell-page';
import { explorerIds, shellIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { startWorkbenchServer, type WorkbenchServer } from './support/workbench-server';

// The shell's remaining pieces against the real server and demo plant: help mode, the scheduled
// downtime banner, and the per-company plugin switches (ARCHITECTURE.md §4; document 1 §2, §4).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: WorkbenchServer;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await startWorkbenchServer();
});
test.afterAll(async () => server?.stop());

async function signIn(page: Page, account: { email: string; password: string }): Promise<ShellPage> {
  const shell = new ShellPage(page, server.url);
  await shell.signIn(account.email, account.password);
  return shell;
}

/** Opens a menu entry and waits for its page; retried, because the downtime banner can push the menu down mid-click. */
async function openEntry(page: Page, tab: 'settings' | 'user', label: string, pageTestId: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId(shellIds.tab(tab)).click();
    await page.getByRole('link', { name: label }).click();
    await expect(page.getByTestId(pageTestId)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function menuEntries(page: Page, tab: 'settings' | 'user'): Promise<string[]> {
  await page.getByTestId(shellIds.tab(tab)).click();
  return (await page.locator('.sidebar-menu .menu-entry').allInnerTexts()).map((s) => s.trim());
}

test('help mode: the overlay tips toggle on a view with help; a view without help says No Help', async ({ page }) => {
  await signIn(page, DEMO_PLANT.manager);
  const help = page.getByTestId(shellIds.helpToggle);

  // Model mode is a placeholder with no help of its own: the 'No Help' toast, help stays off.
  // Retried: the downtime banner can push the mode buttons down mid-click.
  await expect(async () => {
    await page.getByTestId(explorerIds.mode('MODEL')).click();
    await expect(page.getByRole('heading', { name: '3D Models' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await help.click();
  await expect(page.getByText('There is no help available for the current view.')).toBeVisible();
  await expect(help).toHaveAttribute('aria-pressed', 'false');

  await openEntry(page, 'user', 'Appearance', appearanceIds.page);
  await help.click();
  await expect(help).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveClass(/help-mode/);
  await expect(page.getByRole('note', { name: 'Appearance' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Sidebar' })).toBeVisible();
  await help.click();
  await expect(help).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/help-mode/);
});

test('Appearance: a primary colour, surface and theme apply at once; the app starts in dark, blue, gray4', async ({ page }) => {
  await signIn(page, DEMO_PLANT.user);
  await openEntry(page, 'user', 'Appearance', appearanceIds.page);
  const html = page.locator('html');
  await page.getByRole('group', { name: 'Primary colour' }).getByRole('radio', { name: 'Rose' }).check();
  await expect(html).toHaveAttribute('data-primary', 'rose');
  await page.getByRole('group', { name: 'Surface' }).getByRole('radio', { name: 'Gray 2' }).check();
  await expect(html).toHaveAttribute('data-surface', 'gray2');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: 'test-results/shell-appearance-768.png', fullPage: true });
  await page.reload();
  await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-primary', 'blue');
  await expect(html).toHaveAttribute('data-surface', 'gray4');
});

test('issue 14: Terms of Service and Privacy Policy open in dialogs inside the app, not in new tabs', async ({ page }) => {
  await signIn(page, DEMO_PLANT.user);
  const pages = page.context().pages().length;
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    await page.getByTestId(shellIds.sidebar).getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe, article, section').first()).toBeVisible();
    await dialog.getByRole('button', { name: /Close/ }).first().click();
    await expect(dialog).toBeHidden();
  }
  expect(page.context().pages().length).toBe(pages);
  await expect(page).toHaveURL(`${server.url}/`);
});

test('the scheduled downtime banner shows, and once dismissed stays dismissed after a reload', async ({ page }) => {
  await signIn(page, DEMO_PLANT.user);
  const banner = page.getByTestId(shellIds.downtimeBanner);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Scheduled maintenance: the workbench will be unavailable for 30 minutes from');
  await expect(banner).not.toContainText('[TIME]');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
  // The banner is checked every second: it must stay away over several checks.
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(750);
    await expect(banner).toHaveCount(0);
  }
});

test('an admin switches a plugin off: its menu entry disappears at once and after a reload, and comes back when switched on', async ({ page }) => {
  await signIn(page, DEMO_PLANT.admin);
  expect(await menuEntries(page, 'user')).toContain('Appearance');

  await openEntry(page, 'settings', 'Plugins', settingsPluginsIds.page);
  const appearance = page.getByRole('switch', { name: /Appearance/ });
  await expect(appearance).toBeChecked();
  await appearance.click();
  await expect(appearance).not.toBeChecked();
  await expect(page.getByText('Appearance is now off for your company.')).toBeVisible();
  expect(await menuEntries(page, 'user')).not.toContain('Appearance');

  await page.reload();
  await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
  expect(await menuEntries(page, 'user')).not.toContain('Appearance');
  // The route of a switched-off plugin is closed too.
  await page.goto(`${server.url}/appearance`);
  await expect(page).toHaveURL(`${server.url}/`);

  await openEntry(page, 'settings', 'Plugins', settingsPluginsIds.page);
  await page.getByRole('switch', { name: /Appearance/ }).click();
  await expect(page.getByRole('switch', { name: /Appearance/ })).toBeChecked();
  expect(await menuEntries(page, 'user')).toContain('Appearance');
});

for (const [name, account] of [
  ['manager', DEMO_PLANT.manager],
  ['user', DEMO_PLANT.user],
  ['demo account', DEMO_PLANT.demo],
] as const) {
  test(`the ${name} never sees the plugin switches`, async ({ page }) => {
    await signIn(page, account);
    expect(await menuEntries(page, 'settings')).not.toContain('Plugins');
    await page.goto(`${server.url}/plugins`);
    await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByTestId(settingsPluginsIds.page)).toHaveCount(0);
  });
}
