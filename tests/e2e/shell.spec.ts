import { plugins } from '../../plugins/index';
import { testProfile } from '../../workbench/testing/test-profile';
import { menuItems } from '../../workbench/plugin-host/menu-model';
import { sessionFromProfile } from '../../workbench/services/session-from-profile';
import { expect, test } from './fixtures';
import { seriousAxeViolations } from './support/axe';
import { shellIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';

// The signed-in shell against the worker's real server, built and started as `npm start` does,
// signed in through the embedded provider's real login page once per account (the fixtures'
// session cache), then from its stored session (document 1 §2, §4, §6; document 3 §2.7). Nothing
// here changes data: Sign Out ends only the session, which the cache then drops.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the cookie prompt, then the terms prompt, come before the provider login', async ({ page, server }) => {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  const cookies = page.getByRole('dialog', { name: 'Allow Cookies' });
  await expect(cookies).toBeVisible();
  await expect(cookies.getByRole('button', { name: 'Close' })).toHaveCount(0); // not closable
  await cookies.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId(shellIds.cookiesRefused)).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);

  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog', { name: 'Allow Cookies' }).getByRole('button', { name: 'Accept' }).click();
  const terms = page.getByRole('dialog', { name: 'Accept Terms' });
  await expect(terms).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`); // still no provider page
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

const ROLES = [
  ['admin', DEMO_PLANT.admin, { role: 'ADMIN' }],
  ['manager', DEMO_PLANT.manager, { role: 'MANAGER' }],
  ['user', DEMO_PLANT.user, { role: 'USER' }],
  ['super user', DEMO_PLANT.super, { role: 'ADMIN', is_super: true }],
  ['demo account', DEMO_PLANT.demo, { role: 'MANAGER', is_demo: true }],
] as const;

for (const [name, account, facts] of ROLES) {
  test(`the ${name} sees exactly its menu entries`, async ({ signedInAs, shell }) => {
    await signedInAs(account);
    const expected = menuItems(plugins, sessionFromProfile(testProfile({ company_name: 'Demo Plant', ...facts })));
    const labels = await shell.menuLabels();
    expect(labels.settings).toEqual(expected.filter((i) => i.tab === 'settings').map((i) => i.label));
    expect(labels.user).toEqual(expected.filter((i) => i.tab === 'user').map((i) => i.label));
    // The rules themselves, whatever plugins exist.
    expect(labels.user.at(-1)).toBe('Sign Out');
    if (facts.role === 'USER') expect(labels.settings).not.toContain('Entities');
    if ('is_demo' in facts) expect(labels.user).not.toEqual(expect.arrayContaining(['Profile']));
    if (!('is_super' in facts)) expect(labels.user).not.toContain('Supervise');
  });
}

test('issue 8: the signed-in shell (sidebar, entity tree, dropdowns, preset controls, graph) passes axe-core with no serious or critical violation', async ({ page, signedInAs }) => {
  await signedInAs(DEMO_PLANT.manager);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The other sidebar tabs and an expanded entity tree.
  for (const tab of ['settings', 'user'] as const) {
    await page.getByTestId(shellIds.tab(tab)).click();
    expect({ tab, violations: await seriousAxeViolations(page) }).toEqual({ tab, violations: [] });
  }
  await page.getByTestId(shellIds.tab('explorer')).click();
  const toggle = page.locator('.p-tree-toggler').first();
  await expect(toggle).toBeVisible();
  await toggle.click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Keyboard: the tabs are reachable and the focus is visible on them.
  await page.getByTestId(shellIds.tab('explorer')).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('Sign Out asks for confirmation and then signs out', async ({ page, shell, signedInAs }) => {
  await signedInAs(DEMO_PLANT.manager);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/shell-signed-in.png', fullPage: true });
  await shell.openTab('user');
  await page.getByTestId(shellIds.signOut).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please Confirm' }).or(page.getByRole('dialog', { name: 'Please Confirm' }));
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Do you want to Sign Out?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId(shellIds.shell)).toBeVisible();

  await page.getByTestId(shellIds.signOut).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId(shellIds.shell)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
});

test('document 1 §9: the preset list persists in local storage: after a reload it shows before the server answers, and Sign Out forgets it', async ({ page, shell, panel: explorer, signedInAs }) => {
  await signedInAs(DEMO_PLANT.manager);
  await expect(explorer.presetTitle).toContainText('Efficiency');
  const kept = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('app') ?? '{}') as { state?: { navPresets?: { profileEuid: string; presets: { name: string }[] } | null } }).state?.navPresets);
  await expect.poll(async () => (await kept())?.presets.map((p) => p.name) ?? []).toContain('Efficiency');
  expect((await kept())?.profileEuid).toMatch(/\S/);

  // The server's list is held back: what the reloaded page shows comes from local storage.
  let asked = 0;
  await page.route('**/v1/navpreset/get_presets/**', () => void asked++);
  await page.reload();
  await expect(explorer.presetTitle).toContainText('Efficiency');
  expect(asked).toBeGreaterThan(0);
  // Until the server answers, the default preset may still apply: the panel says it is busy.
  await expect(explorer.panel).toHaveAttribute('aria-busy', 'true');
  await explorer.button('Open').click();
  await expect(explorer.openDialog()).toContainText('Efficiency');
  await page.keyboard.press('Escape');
  await page.unroute('**/v1/navpreset/get_presets/**');

  await shell.openTab('user');
  await page.getByTestId(shellIds.signOut).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId(shellIds.shell)).toHaveCount(0);
  expect(await kept()).toBeNull();
});

test('document 3 §3: below 1024 px the sidebar overlays the main area and starts closed; it closes on moving to another screen, and docks again at 1440 px', async ({ page, shell, signedInAs }) => {
  await signedInAs(DEMO_PLANT.manager);
  const sidebar = page.locator('#shell-sidebar');
  const toggle = page.getByTestId(shellIds.sidebarToggle);
  const main = page.locator('#main');
  const mainWidth = async () => (await main.boundingBox())?.width ?? 0;
  await expect(sidebar).toBeVisible();

  // A tablet: the charts get the whole width, the sidebar is a button away.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(sidebar).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await mainWidth()).toBeGreaterThan(760);
  await toggle.press('Enter');
  await expect(sidebar).toBeVisible();
  // Over the main area, not beside it: the main area keeps its width.
  expect(await mainWidth()).toBeGreaterThan(760);
  // Graph, Map, Model and Report on one row ('Report' used to wrap alone onto a second).
  const modeRows = () => page.getByRole('group', { name: 'Display mode' }).getByRole('button').evaluateAll((bs) => new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  expect(await modeRows()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/shell-sidebar-overlay-768.png' });
  await shell.openTab('settings');
  await sidebar.getByRole('link', { name: 'Shifts' }).click();
  await expect(page).toHaveURL(/\/shifts$/);
  await expect(sidebar).toBeHidden();

  // A reload on the tablet starts closed too; a desktop docks it beside the main area again.
  await page.reload();
  await expect(page.getByTestId(shellIds.shell)).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(sidebar).toBeVisible();
  expect(await mainWidth()).toBeLessThan(1440 - 250);
  await shell.openTab('explorer');
  expect(await modeRows()).toBe(1);
});

test("charts follow the main area's width when the docked sidebar is collapsed and opened again, without a window resize", async ({ page, panel, signedInAs }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  // A past workday: just after midnight in the plant's zone, today has no results yet and no chart.
  await panel.pickDay(pastWorkday(2));
  const chart = page.locator('figure.graph-chart').first();
  await expect(chart.locator('.main-svg').first()).toBeVisible({ timeout: 30_000 });
  // How far the drawing falls short of (or runs past) its box: 0 when the chart fits.
  const misfit = () => chart.evaluate((f) => Math.round(Math.abs(f.querySelector('.main-svg')!.getBoundingClientRect().width - f.clientWidth)));
  const box = async () => (await chart.boundingBox())!.width;
  const docked = await box();
  await page.getByTestId(shellIds.sidebarToggle).click();
  await expect.poll(box).toBeGreaterThan(docked + 200);
  await expect.poll(misfit, { message: 'the chart widened with its box' }).toBeLessThanOrEqual(2);
  await page.getByTestId(shellIds.sidebarToggle).click();
  await expect.poll(box).toBeLessThan(docked + 2);
  await expect.poll(misfit, { message: 'the chart narrowed with its box (not clipped)' }).toBeLessThanOrEqual(2);
});

test('Ctrl+Alt+A opens Rollout Info with the build', async ({ page, signedInAs }) => {
  await signedInAs(DEMO_PLANT.user);
  await page.keyboard.press('Control+Alt+KeyA');
  const info = page.getByTestId(shellIds.rolloutInfo);
  await expect(info).toBeVisible();
  // The demo plant's profiles decide the build (is_bigbrain); either label, never the unbuilt 'dev'.
  await expect(info).toContainText(/Current build(SSS \(sigma\)|BigBrain \(dist\))/);
  await expect(info).toContainText(/Git hash[0-9a-f]{7,}/);
});
