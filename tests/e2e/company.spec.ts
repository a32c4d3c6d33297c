import { DateTime } from 'luxon';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CompanyScreensPage } from './pages/company-screens-page';
import { ShellPage } from './pages/shell-page';
import { companyIds, profileIds, shellIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflowAt768, LOOKED_AT_WIDTHS } from './support/layout';
import { expectCardsWhenNarrow } from './support/stacking-table';

// Issue 14: company init, users and invitations, plan, profile, CSV import and usage, against the
// real server and its identity provider (document 1 §2, §3, §4, §6).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// The worker's shared server fits: the new company and its people are this spec's own; in the demo
// company the manager deactivated here is activated again, and the imported rows lie on a day long
// before the demo plant's days, which no other spec reads.

async function axeClean(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function screenshots(page: Page, screen: string): Promise<void> {
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/screenshots/company-${screen}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function openUserEntry(page: Page, label: string, testId: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId(shellIds.tab('user')).click();
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test('a new person signs up, creates a company (document 3 §2.6: /company/init), invites a colleague who signs in through the invitation', async ({ page, browser, server }) => {
  const screens = new CompanyScreensPage(page, server.url);
  await new ShellPage(page, server.url).signUp({ firstName: 'Nora', lastName: 'Founder', email: 'nora@founders.test', password: 'nora-Pass-1' });

  // No company yet: the company init screen, not "Your profile could not be loaded".
  await expect(page.getByTestId(companyIds.initPage)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/company\/init$/);
  await axeClean(page);
  await screenshots(page, 'init');
  // Issue 14: Sign Out is reachable here (no shell, no User Menu): asked first, then signed out; signing in again comes back.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const ask = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Do you want to Sign Out?' });
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByLabel('Email').fill('nora@founders.test');
  await page.getByLabel('Password').fill('nora-Pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId(companyIds.initPage)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('alert')).toHaveText('Company name is required');
  await page.getByLabel('Company name').fill('Founders Forge');
  await screens.choose('Industry', 'Metals');
  await page.getByRole('button', { name: 'Create company' }).click();

  // The session refreshes and the shell opens for the new company's admin.
  await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId(shellIds.tab('user')).click();
  await expect(page.getByRole('link', { name: 'Company', exact: true })).toBeVisible();
  await screens.open('/company', companyIds.page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Founders Forge');
  await screens.expectCurrent('Details');
  await axeClean(page);
  await screenshots(page, 'details');
  await page.getByRole('link', { name: 'Users' }).click();
  await screens.expectCurrent('Users');
  const table = page.getByTestId(companyIds.usersTable);
  await expect(table.getByRole('row', { name: /nora@founders\.test/ })).toContainText('ADMIN');

  // The last admin cannot lose the role.
  await screens.choose('Role of nora@founders.test', 'USER');
  await expect(page.locator('.company-screen [role=alert]')).toContainText('at least one active admin');
  await expect(table.getByRole('row', { name: /nora@founders\.test/ })).toContainText('ADMIN');

  await page.getByLabel('Email to invite').fill('colin@founders.test');
  await screens.choose('Role of the new user', 'MANAGER');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(table.getByRole('row', { name: /colin@founders\.test/ })).toContainText('INVITED');
  await axeClean(page);
  await expectCardsWhenNarrow(page, table, 'Email');
  await screenshots(page, 'users');

  const line = server.logs().find((l) => l.includes('invitation link for colin@founders.test'));
  const link = /(http:\/\/\S+\/identity\/invite\/\S+)/.exec(line ?? '')?.[1];
  expect(link, 'the invitation link in the server log').toBeTruthy();

  const colleague = await browser.newPage();
  await colleague.goto(link!);
  await new ShellPage(colleague, server.url).acceptInvitation({ firstName: 'Colin', lastName: 'Colleague', email: 'colin@founders.test', password: 'colin-Pass-1' });
  await colleague.goto(`${server.url}/company`);
  await expect(colleague.getByLabel('Name', { exact: true })).toHaveValue('Founders Forge', { timeout: 30_000 });
  await colleague.close();

  await page.reload();
  await expect(page.getByTestId(companyIds.usersTable).getByRole('row', { name: /colin@founders\.test/ })).toContainText('ACTIVE', { timeout: 30_000 });

  // Plan, reached from Users through the company pages' sub-navigation: self-hosted, free and unlimited.
  await screens.openFromSubNav('Plan', companyIds.planPage);
  await expect(page.getByTestId(companyIds.planPage)).toContainText('Unlimited');
  await expect(page.getByTestId(companyIds.planPage)).toContainText('ACTIVE');
  await axeClean(page);
  await screenshots(page, 'plan');

  // Profile: names and a password change that checks the current password.
  await openUserEntry(page, 'Profile', profileIds.page);
  await expect(page.getByLabel('Time zone')).toHaveValue('US/Eastern');
  await page.getByLabel('Job title').fill('Plant Manager');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.getByLabel('Current password').fill('wrong-Pass-9');
  await page.getByLabel('New password').fill('nora-Pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server checks the current password with scrypt first: generous time on a shared machine.
  await expect(page.locator('.company-screen [role=alert]')).toHaveText('The current password is not correct.', { timeout: 30_000 });
  await axeClean(page);
  await screenshots(page, 'profile');
});

test('CSV import: a file with bad rows is refused whole, every bad row listed with its number; a good one shows progress and then its numbers', async ({ page, server, api, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company/data' });
  const query = '{ bigbrain_entity(where: {category: {_eq: "MACHINE"}}, limit: 1, order_by: {key: asc}) { key } }';
  const machine = (await api.graphql<{ bigbrain_entity: Array<{ key: string }> }>(query)).bigbrain_entity[0]!.key;
  const usage = async () => ((await (await api.get('/v1/company/usage/')).json()) as { events: number }).events;
  const before = await usage();

  const screens = new CompanyScreensPage(page, server.url);
  await screens.shown(companyIds.dataPage);
  await axeClean(page);
  const header = 'timestamp,machine_key,part_name,operation,shift_date,shift_key,type,erp_trans,quantity,reason_name,planned,end';
  // 200 days back: inside ingestion's 400-day window and long before the demo plant's days, which the
  // shared server's other specs read.
  const day = DateTime.utc().minus({ days: 200 }).toISODate()!;
  const good = (n: number) => `${day}T12:0${n}:00Z,${machine},,,${day},Day,PROD,,${n + 1},,,`;
  await page.getByLabel('CSV file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${good(1)}\n${day}T12:05:00Z,${machine},,,${day},Day,BOGUS,,1,,,\n${good(3)}\n${day}T12:06:00Z,${machine},,,${day},Day,PROD,,lots,,,\n`),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const errors = page.getByTestId(companyIds.dataErrors);
  // Issue 14: every bad row is listed with its number, not only the first.
  await expect(errors.getByRole('listitem')).toHaveText([/^Row 2: type: /, /^Row 4: quantity: /]);
  await expect(errors).toContainText('nothing of it was kept');
  await screenshots(page, 'data-refused');
  expect(await usage()).toBe(before);

  await page.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good(1)}\n${good(2)}\n${good(3)}\n`) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId(companyIds.dataProgress).getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId(companyIds.dataProgress)).toHaveAttribute('data-step', 'done', { timeout: 60_000 });
  await expect(page.getByTestId(companyIds.dataResult)).toContainText('Rows added3');
  expect(await usage()).toBe(before + 3);
  await axeClean(page);
  await screenshots(page, 'data-done');

  // Usage figures equal the server's.
  await screens.open('/company/metrics', companyIds.metricsPage);
  await expect(page.locator('[data-figure="events"]')).toHaveText((before + 3).toLocaleString('en-US'), { timeout: 30_000 });
  await axeClean(page);
  await screenshots(page, 'metrics');
});

test('every company page carries one sub-navigation (Details, Getting started, Users, Plan, Company data, Company metrics), the current page marked, at 1440 and 768 px', async ({ page, server, api, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company' });
  const screens = new CompanyScreensPage(page, server.url);
  await screens.shown(companyIds.page);
  await expect(screens.subNav.getByRole('link')).toHaveText(['Details', 'Getting started', 'Users', 'Plan', 'Company data', 'Company metrics']);
  await screens.expectCurrent('Details');
  await screens.openFromSubNav('Getting started', companyIds.startPage);
  // Issue 36 §2: each step in words with its link; the demo plant's machines counted as the server counts them.
  const status = (await (await api.get('/v1/company/setup_status/')).json()) as { machines: number };
  const steps = page.getByTestId(companyIds.startPage).getByRole('list', { name: 'Getting started' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.filter({ hasText: 'Machines' })).toContainText(`${status.machines.toLocaleString('en-US')} machines.`);
  await expect(steps.filter({ hasText: 'Machines' }).getByRole('link', { name: 'Add machines' })).toHaveAttribute('href', '/entities');
  await axeClean(page);
  await screenshots(page, 'getting-started');
  await screens.openFromSubNav('Users', companyIds.usersPage);
  // From Users straight on to Plan, and on round the others, without going back to /company.
  await screens.openFromSubNav('Plan', companyIds.planPage);
  await screens.openFromSubNav('Company data', companyIds.dataPage);
  await screens.openFromSubNav('Company metrics', companyIds.metricsPage);
  await screens.openFromSubNav('Details', companyIds.page);

  // A 768 px tablet: every entry on screen, nothing wider than the screen, and it still leads on.
  await expectNoHorizontalOverflowAt768(page);
  for (const link of await screens.subNav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
  await screens.openFromSubNav('Users', companyIds.usersPage);
  await screens.openFromSubNav('Plan', companyIds.planPage);
  await axeClean(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Users: the invite form is one aligned row; Deactivate asks first, No keeps the user active and Yes deactivates', async ({ page, server, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company/users' });
  const screens = new CompanyScreensPage(page, server.url);
  await screens.shown(companyIds.usersPage);
  const email = page.getByLabel('Email to invite');
  const invite = page.getByRole('button', { name: 'Invite', exact: true });
  // Before: the 44 px button stood 6 px above the 38 px field, its centre 3 px off: out of line to the eye.
  for (const [w, h] of [[1440, 900], [768, 1024]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await expect
      .poll(async () => {
        const o = await screens.offsets(invite, email);
        return o.centre <= 4 && o.top <= 2 && o.bottom <= 2 ? 'in line' : `off by ${JSON.stringify(o)}`;
      }, { message: `the Invite button in line with the email field at ${w} px (centres within 4 px, edges within 2 px)` })
      .toBe('in line');
  }
  await expectNoHorizontalOverflowAt768(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  const manager = DEMO_PLANT.manager.email;
  await expect(screens.userStatus(manager)).toHaveText('ACTIVE');
  await screens.deactivate(manager).click();
  const ask = screens.confirmation(manager);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(screens.userStatus(manager)).toHaveText('ACTIVE');
  await expect(screens.deactivate(manager)).toBeVisible();

  await screens.deactivate(manager).click();
  await screens.confirmation(manager).getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(screens.userStatus(manager)).toHaveText('INACTIVE');
  await page.getByRole('button', { name: `Activate ${manager}`, exact: true }).click();
  await expect(screens.userStatus(manager)).toHaveText('ACTIVE');
});

test('document 1 §2, §6: a USER opening /company/data or /supervise lands on /', async ({ page, server, signedInAs }) => {
  // The first address is opened by the sign-in itself: one boot fewer.
  await signedInAs(DEMO_PLANT.user, { at: '/company/data' });
  for (const path of ['/company/data', '/supervise', '/company/metrics']) {
    if (path !== '/company/data') await page.goto(`${server.url}${path}`);
    await expect(page.getByTestId(shellIds.shell)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(`${server.url}/`);
  }
  // The company pages: no Company data or Company metrics in the sub-navigation, and the details read-only, saying why.
  const screens = new CompanyScreensPage(page, server.url);
  await screens.open('/company', companyIds.page);
  await expect(screens.subNav.getByRole('link')).toHaveText(['Details', 'Users', 'Plan']);
  await screens.expectCurrent('Details');
  await expect(page.getByLabel('Name', { exact: true })).not.toBeEditable();
  await expect(page.getByTestId(companyIds.page)).toContainText('Only an admin of the company can change these details');
  await expect(page.getByTestId(companyIds.page).getByRole('button')).toHaveCount(0);
  await axeClean(page);

  await page.getByTestId(shellIds.tab('user')).click();
  const entries = (await page.locator('.sidebar-menu .menu-entry').allInnerTexts()).map((s) => s.trim());
  expect(entries).toContain('Profile');
  expect(entries).toContain('Company');
  expect(entries).not.toContain('Supervise');
});
