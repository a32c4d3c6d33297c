import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { shellIds, superviseIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { expectCardsWhenNarrow } from './support/stacking-table';
import { startWorkbenchServer, type WorkbenchServer } from './support/workbench-server';

// Issue 14: Supervise (document 1 §6, document 2 §2 Backend status panel, §4 backend socket, document 3 §7 live socket).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: WorkbenchServer;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await startWorkbenchServer();
});
test.afterEach(async ({ page }, info) => {
  if (info.status !== 'passed') await page.screenshot({ path: 'test-results/screenshots/supervise-failure.png' });
});
test.afterAll(async () => server?.stop());

test("a super user sees every company's backend state and another user's live location", async ({ page, browser }) => {
  const other = await browser.newPage();
  await new ShellPage(other, server.url).signIn(DEMO_PLANT.manager.email, DEMO_PLANT.manager.password);
  await other.getByTestId(shellIds.tab('user')).click();
  await other.getByRole('link', { name: 'Appearance', exact: true }).click();
  await expect(other).toHaveURL(/\/appearance$/);

  await new ShellPage(page, server.url).signIn(DEMO_PLANT.super.email, DEMO_PLANT.super.password);
  await page.getByTestId(shellIds.tab('user')).click();
  await page.getByRole('link', { name: 'Supervise', exact: true }).click();
  await expect(page.getByTestId(superviseIds.page)).toBeVisible({ timeout: 30_000 });
  const panel = page.getByTestId(superviseIds.statusPanel);
  await expect(panel).toContainText('Current schedule jobs');
  await expect(panel).toContainText('Entity jobs this month');
  const companies = page.getByTestId(superviseIds.companies).locator('tbody tr');
  await expect.poll(() => companies.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // The other user's live location arrives over the live socket (LOC_CHANGE) and the database.
  const users = page.getByTestId(superviseIds.users);
  await expect(users.getByRole('row', { name: new RegExp(DEMO_PLANT.manager.email.replace('.', '\\.')) })).toContainText('/appearance', { timeout: 30_000 });
  await other.goto(`${server.url}/company`);
  await expect(users.getByRole('row', { name: new RegExp(DEMO_PLANT.manager.email.replace('.', '\\.')) }).first()).toContainText('/company', { timeout: 30_000 });

  expect(await seriousAxeViolations(page, '.company-screen')).toEqual([]);
  await expectCardsWhenNarrow(page, page.getByTestId(superviseIds.companies), 'Schedule jobs this month');
  await expectCardsWhenNarrow(page, users, 'Email');
  for (const [w, h] of [[1440, 900], [768, 1024], [2560, 1440]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/screenshots/supervise-page-${w}.png`, fullPage: true });
  }
  await other.close();
});

test('a super user schedules a maintenance notice with the date-time inputs (60 s steps): the company\'s users see the banner at once, and it goes when removed', async ({ page }) => {
  await new ShellPage(page, server.url).signIn(DEMO_PLANT.super.email, DEMO_PLANT.super.password);
  await page.getByTestId(shellIds.tab('user')).click();
  await page.getByRole('link', { name: 'Supervise', exact: true }).click();
  const notices = page.getByTestId(superviseIds.notices);
  await expect(notices).toBeVisible({ timeout: 30_000 });
  const start = notices.getByLabel('Start', { exact: true });
  await expect(start).toHaveAttribute('step', '60');
  await expect(start).toHaveAttribute('type', 'datetime-local');
  const local = (ms: number) => {
    const d = new Date(Date.now() + ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  };
  // An end before the start is refused with the field's message and nothing is scheduled.
  await notices.getByLabel(/^Message/).fill('Line 3 retooling from [TIME]');
  await start.fill(local(10 * 60_000));
  await notices.getByLabel('End', { exact: true }).fill(local(5 * 60_000));
  await notices.getByRole('button', { name: 'Schedule notice' }).click();
  await expect(notices.getByRole('alert')).toHaveText('End must be after the start');
  // A notice under way now (the banner shows the active notice).
  await start.fill(local(-60_000));
  await notices.getByLabel('End', { exact: true }).fill(local(70 * 60_000));
  await notices.getByRole('combobox', { name: /^For/ }).selectOption({ label: 'Demo Plant' });
  await notices.getByRole('button', { name: 'Schedule notice' }).click();
  await expect(notices.getByRole('listitem').filter({ hasText: 'Line 3 retooling' })).toContainText('Demo Plant');

  // The company's users (the super user belongs to the Demo Plant) see it without a reload, the placeholder
  // filled in, once the demo's own notice (shown first, it started earlier) is dismissed.
  await page.getByTestId(shellIds.downtimeBanner).filter({ hasText: 'Scheduled maintenance' }).getByRole('button', { name: 'Dismiss' }).click();
  const banner = page.getByTestId(shellIds.downtimeBanner).filter({ hasText: 'Line 3 retooling' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).not.toContainText('[TIME]');
  expect(await seriousAxeViolations(page, `[data-testid="${superviseIds.notices}"]`)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/supervise-notices-1440.png', fullPage: true });

  await notices.getByRole('button', { name: 'Remove the notice Line 3 retooling from [TIME]' }).click();
  await expect(notices.getByRole('listitem').filter({ hasText: 'Line 3 retooling' })).toHaveCount(0);
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
});
