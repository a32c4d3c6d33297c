import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures';
import { CompanyScreensPage } from './pages/company-screens-page';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { SetupScreenPage } from './pages/setup-screen-page';
import { coatingIds, companyIds, mrpIds, settingsMetricSetupIds } from './selectors';
import { DEMO_CUSTOMERS, DEMO_PLANT } from './support/demo-accounts';

// Issue 37, "built but untested": the specification's enumerations and rules on the screens where a
// user meets them. The lists are written out as the specification words them (document 1 §3), not
// imported from core, so a changed list in the product fails here.
// Read-only against the worker's shared server: nothing here is stored.
test.use({ viewport: { width: 1440, height: 900 } });

const SUBSCRIPTION_STATUSES = ['INITIALIZING', 'ACTIVE', 'PAST_DUE', 'UNPAID', 'CANCELED', 'INCOMPLETE', 'INCOMPLETE_EXPIRED', 'TRIALING'];
const METRIC_KEYS = ['EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY', 'SCRAP_LOSS', 'SPEED_LOSS', 'PLANNED_DOWN', 'UNPLANNED_DOWN', 'PRODUCTION', 'SCRAP', 'REJECT', 'REWORK', 'GOOD'];
const INDUSTRIES = ['aerospace and defence', 'automotive', 'chemicals', 'consumer goods', 'electronics', 'energy', 'food and beverage', 'metals', 'pharmaceuticals', 'textiles', 'other'];
const USER_TABLE_COLUMNS = ['Email', 'First name', 'Last name', 'Role', 'Status'];
const NY = 'America/New_York';

test('document 1 §3 subscription statuses and §4 rule 8: the Plan page names each of the eight statuses, and only ACTIVE and TRIALING count as an active subscription', async ({ page, server, signedInAs }) => {
  test.setTimeout(180_000);
  // The server stores no way to change a company's status but the billing provider's webhook: the
  // plan's answer is the server's own with its status replaced, and its `active` flag contradicted,
  // so the page must read activity from the status by the specification's rule.
  let status = 'ACTIVE';
  await page.route('**/v1/company/plan/', async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...answer, status, active: !['ACTIVE', 'TRIALING'].includes(status) } });
  });
  await signedInAs(DEMO_PLANT.admin, { at: '/company/plan' });
  const screens = new CompanyScreensPage(page, server.url);
  await screens.shown(companyIds.planPage);
  const plan = page.getByTestId(companyIds.planPage);
  const tile = (name: string) => plan.locator('.figure').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
  for (const s of SUBSCRIPTION_STATUSES) {
    status = s;
    await screens.openFromSubNav('Users', companyIds.usersPage);
    await screens.openFromSubNav('Plan', companyIds.planPage);
    await expect(tile('Subscription status'), s).toHaveText(s);
    await expect(tile('Subscription'), s).toHaveText(s === 'ACTIVE' || s === 'TRIALING' ? 'Active' : 'Not active');
  }
});

test('document 1 §3 metric keys: Metric Setup lists the thirteen metric keys, one row each, in the specification\'s order', async ({ page, server, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin);
  const setup = new SetupScreenPage(page, server.url, settingsMetricSetupIds.page);
  await setup.openFromMenu('Metric Setup');
  await expect(setup.screen.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const headers = await setup.screen.getByRole('columnheader').allInnerTexts();
  const keyColumn = headers.findIndex((h) => h.trim() === 'Metric key');
  expect(keyColumn, `a Metric key column among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const keys = await setup.screen.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), keyColumn);
  expect(keys).toEqual(METRIC_KEYS);
});

test('document 1 §3 user table columns: Users shows email, first name, last name, role and status, each row as the server lists the user', async ({ page, server, signedInAs, api }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company/users' });
  const screens = new CompanyScreensPage(page, server.url);
  await screens.shown(companyIds.usersPage);
  const table = screens.usersTable;
  // An admin has one more column, for the actions on a user.
  await expect(table.getByRole('columnheader')).toHaveText([...USER_TABLE_COLUMNS, 'Actions']);
  const { results } = (await (await api.get('/v1/company/users/')).json()) as { results: Array<{ email: string; first_name: string; last_name: string; role: string; status: string }> };
  expect(results.length, 'the demo plant has several users').toBeGreaterThan(3);
  await expect(table.locator('tbody tr')).toHaveCount(results.length);
  for (const u of results) {
    const cells = screens.userRow(u.email).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(u.email);
    await expect(cells.nth(1)).toHaveText(u.first_name);
    await expect(cells.nth(2)).toHaveText(u.last_name);
    // The role is a picker for an admin; its shown value is the role.
    await expect(cells.nth(3)).toContainText(u.role);
    await expect(cells.nth(4)).toHaveText(u.status);
  }
});

test('document 1 §3 industries: the company Details page offers exactly the eleven industries, and shows the company\'s own', async ({ page, server, signedInAs, api }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company' });
  await new CompanyScreensPage(page, server.url).shown(companyIds.page);
  const company = (await (await api.get('/v1/company/')).json()) as { industry: string };
  const label = (i: string) => i.charAt(0).toUpperCase() + i.slice(1);
  const details = page.getByTestId(companyIds.page);
  await expect(details).toContainText(label(company.industry));
  await page.getByRole('button', { name: 'Industry: show choices', exact: true }).click();
  const panel = page.locator('.p-dropdown-panel');
  await expect(panel.getByRole('option')).toHaveText(INDUSTRIES.map(label));
  // Nothing is chosen or saved: the panel closes as it opened.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test("document 3 §8: an MRP company without records logs 'MRP: no records found' (a message, not an error) and the report says so", async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  const logged: ConsoleMessage[] = [];
  page.on('console', (m) => logged.push(m));
  // The demo's MRP company has records; its GraphQL read of them answers none, as a company whose ERP
  // has sent nothing yet would get.
  await page.route('**/v1/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('core2_mrp')) await route.fulfill({ json: { data: { rows: [] } } });
    else await route.fallback();
  });
  await signedInAs(DEMO_CUSTOMERS.mrp, { at: '/graph/custom/sch/mrp' });
  await expect(page.getByRole('heading', { level: 1, name: 'MRP Report' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No MRP records found.')).toBeVisible();
  await expect(page.getByTestId(mrpIds.table)).toHaveCount(0);
  const noneFound = () => logged.filter((m) => m.text() === 'MRP: no records found');
  await expect.poll(() => noneFound().length, "'MRP: no records found' logged").toBeGreaterThan(0);
  expect(new Set(noneFound().map((m) => m.type())), 'as a message (console.info)').toEqual(new Set(['info']));
  expect(logged.filter((m) => m.type() === 'error' && m.text().startsWith('MRP')).map((m) => m.text())).toEqual([]);
});

interface CalendarRow {
  start_datetime: string;
  end_datetime: string;
  notes: string;
}

/** Downtime minutes per reason of the down stretches that start inside [from, to), as the chart sums them. */
function minutesByReason(rows: readonly CalendarRow[], from: DateTime, to: DateTime): Record<string, number> {
  const by: Record<string, number> = {};
  for (const r of rows) {
    const start = DateTime.fromISO(r.start_datetime);
    if (start < from || start >= to) continue;
    const reason = r.notes.trim() || 'Unspecified';
    by[reason] = (by[reason] ?? 0) + DateTime.fromISO(r.end_datetime).diff(start, 'minutes').minutes;
  }
  return by;
}

test("document 3 §7: the coating KPI's downtime for one day is the down stretches starting between that day's New York midnights, not UTC's", async ({ page, server, signedInAs, api }) => {
  test.setTimeout(240_000);
  await signedInAs(DEMO_CUSTOMERS.coating, { at: '/graph/custom/ccc/kpi' });
  const today = DateTime.now().setZone(NY).startOf('day');
  const { rows } = await api.graphql<{ rows: CalendarRow[] }>(
    'query($from: timestamptz!) { rows: ccc_updowncalendar(where: {_and: [{start_datetime: {_gte: $from}}, {is_uptime: {_eq: false}}]}, order_by: {start_datetime: asc}) { start_datetime end_datetime notes } }',
    { from: today.minus({ days: 20 }).toUTC().toISO() },
  );
  // A past day whose evening has a stop after 19:00 New York time (midnight UTC in winter, 20:00 in
  // summer) or whose previous evening has one: there the two day boundaries disagree. Searched, so the
  // test does not depend on the weekday it runs on.
  const candidates = Array.from({ length: 16 }, (_, i) => today.minus({ days: 2 + i }));
  const day = candidates.find((d) => {
    const ny = minutesByReason(rows, d, d.plus({ days: 1 }));
    const utc = minutesByReason(rows, DateTime.fromISO(d.toISODate()!, { zone: 'UTC' }), DateTime.fromISO(d.toISODate()!, { zone: 'UTC' }).plus({ days: 1 }));
    return Object.keys(ny).length > 0 && JSON.stringify(ny) !== JSON.stringify(utc);
  });
  expect(day, 'a day of the demo where New York and UTC days hold different stops').toBeDefined();
  const date = day!.toISODate()!;
  const expected = minutesByReason(rows, day!, day!.plus({ days: 1 }));

  const ui = new CustomerDashboardsPage(page, server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible({ timeout: 60_000 });
  await ui.pickRange(date, date);
  await expect(page.getByTestId(coatingIds.dailyTable).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId(coatingIds.dailyTable).locator('tbody tr')).toContainText(date);
  const file = await ui.download(() => page.getByTestId(coatingIds.xlsx).click());
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file.path);
  const sheet = book.getWorksheet('Downtime by Reason')!;
  const shown: Record<string, number> = {};
  sheet.eachRow((row, n) => {
    if (n > 1) shown[String(row.getCell(1).value)] = Number(row.getCell(2).value);
  });
  expect(shown, `the stops of ${date}`).toEqual(expected);
  // And on screen: the chart's reasons are those of the New York day.
  const chartReasons = await page.getByTestId(coatingIds.reasonChart).locator('.ytick text').allTextContents();
  expect(new Set(chartReasons)).toEqual(new Set(Object.keys(expected)));
});

test("document 1 §3 and §9 super store: a super user's tab keeps every company's backend state in session storage under 'super', stamped 2025-04-23; a manager's tab holds none, and Sign Out empties it", async ({ page, shell, signedInAs, api }) => {
  test.setTimeout(120_000);
  type Stored = { version: string; state: { backendState: { progress?: { inpevents: number } } | null } };
  const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('super') ?? 'null') as Stored | null);
  await signedInAs(DEMO_PLANT.manager);
  expect(await stored(), "a manager's tab").toBeNull();

  await signedInAs(DEMO_PLANT.super);
  // The input events over every company, as the super user's read call counts them.
  const everyCompany = async () => {
    const res = await api.post('/v1/navutil/backend_state/read_all/', { fields: ['progress'] });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { progress: { inpevents: number } }).progress.inpevents;
  };
  await expect
    .poll(async () => {
      const s = await stored();
      return s && { version: s.version, sameAsEveryCompany: s.state.backendState?.progress?.inpevents === (await everyCompany()) };
    }, { message: "the super store's input events against every company's" })
    .toEqual({ version: '2025-04-23', sameAsEveryCompany: true });
  await shell.signOut();
  expect(await stored(), 'after Sign Out').toBeNull();
});

test("document 1 §4 and §6: only admins change a preset's default or public flag: a manager sees the preset panel's Public and Default switches disabled, with 'Only an admin can change...' as their description; an admin's Public is enabled", async ({ page, panel, signedInAs }) => {
  test.setTimeout(120_000);
  await signedInAs(DEMO_PLANT.manager);
  await panel.ready();
  for (const name of ['Public', 'Default']) {
    const flag = panel.presets.getByRole('switch', { name });
    await expect(flag, name).toBeDisabled();
    await expect(flag, name).toHaveAccessibleDescription(/Only an admin can change the default or public flag of a preset!/);
  }
  await expect(panel.presets.getByText('Only an admin can change the default or public flag of a preset!')).toBeVisible();

  await signedInAs(DEMO_PLANT.admin);
  await panel.ready();
  // Public only: Default has rules of its own (the only preset keeps it).
  await expect(panel.presets.getByRole('switch', { name: 'Public' })).toBeEnabled();
  await expect(page.getByText('Only an admin can change the default or public flag of a preset!')).toHaveCount(0);
});
