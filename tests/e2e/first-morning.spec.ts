import { DateTime } from 'luxon';
import type { Page } from '@playwright/test';
import { oeeMetrics } from '../../core/oee';
import { expect } from './fixtures';
import { CompanyScreensPage } from './pages/company-screens-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import { SetupScreenPage } from './pages/setup-screen-page';
import { ShellPage } from './pages/shell-page';
import { companyIds, machineIds, productionPlanIds, settingsEntitiesIds, settingsPartsIds, settingsShiftsIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { testWithMail as test } from './support/mail-server';
import { linkIn } from '../support/test-smtp';

// Issue 36: the whole first morning of a new company, through the screens alone: sign up, the
// Getting started checklist, a site, an area and a machine, a shift, a part with its rate on the
// machine, a planned day, that day's events imported as a CSV, the machine's OEE on its dashboard
// (against the events sent here), and a colleague invited by mail who signs in from the link.
test.use({ viewport: { width: 1440, height: 900 } });

const ZONE = 'America/New_York';
// Tuesday of last week: in the past whatever day the test runs, and a day the machine runs its shift.
const DAY = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 1 }).plus({ days: 1 });
const COMPANY = 'Morning Mill';
const ADMIN = { firstName: 'Ada', lastName: 'Admin', email: 'ada@morning-mill.test', password: 'ada-Pass-12' };
const SITE = 'Mill Site';
const AREA = 'Rolling';
const MACHINE = 'Mill 1';
const MACHINE_KEY = 'MILL-1';
const PART = 'Coil 40';
const MACHINE_PPM = 2.5;

/** The events of the day, as the CSV below carries them: the numbers the dashboard must show. */
const PRODUCED = [500, 300];
const SCRAPPED = 40;
const DOWN = { from: '12:00', to: '12:45' };
const SHIFT = { name: 'Day', start: '06:00', end: '14:00' };

const at = (hhmm: string) => DateTime.fromISO(`${DAY.toISODate()}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;
const secsBetween = (from: string, to: string) => DateTime.fromISO(`2000-01-01T${to}`).diff(DateTime.fromISO(`2000-01-01T${from}`), 'seconds').seconds;

function dayCsv(): string {
  const day = DAY.toISODate()!;
  const row = (time: string, type: string, quantity: string, end = '') => `${at(time)},${MACHINE_KEY},${type === 'DOWN' ? '' : PART},,${day},${SHIFT.name},${type},,${quantity},,,${end}`;
  return [
    'timestamp,machine_key,part_name,operation,shift_date,shift_key,type,erp_trans,quantity,reason_name,planned,end',
    row('09:00', 'PROD', String(PRODUCED[0])),
    row('11:00', 'PROD', String(PRODUCED[1])),
    row('11:30', 'SCRP', String(SCRAPPED)),
    row(DOWN.from, 'DOWN', '', at(DOWN.to)),
  ].join('\n');
}

/** What the day's events make of the shift, worked out here from the events themselves. */
function expectedMetrics() {
  const produced = PRODUCED.reduce((a, b) => a + b, 0);
  const pps = MACHINE_PPM / 60;
  return oeeMetrics({
    scheduled_secs: secsBetween(SHIFT.start, SHIFT.end),
    planned_down_secs: 0,
    unplanned_down_secs: secsBetween(DOWN.from, DOWN.to),
    ideal_secs: produced / pps,
    good_secs: (produced - SCRAPPED) / pps,
    units_produced: produced,
    units_scrapped: SCRAPPED,
    units_rejected: 0,
    units_reworked: 0,
  });
}

async function checklist(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/company/start`);
  const start = page.getByTestId(companyIds.startPage);
  await expect(start.getByRole('status')).toHaveText(/steps? done|Every step is done/, { timeout: 30_000 });
  return start;
}

const step = (start: ReturnType<Page['getByTestId']>, key: string) => start.locator(`[data-step="${key}"]`);

test('issue 36: a new company goes from sign-up to its first machine OEE and a colleague invited by mail, on the screens alone', async ({ page, browser, server, smtp }) => {
  test.setTimeout(300_000);
  const shell = new ShellPage(page, server.url);

  // Sign up; the confirmation mail arrives; the company is created at /company/init.
  await shell.signUp(ADMIN);
  await expect(page.getByTestId(companyIds.initPage)).toBeVisible({ timeout: 30_000 });
  const welcome = await smtp.waitForMail(ADMIN.email, 'account is ready');
  expect(welcome.text).toContain(`Welcome, ${ADMIN.firstName}`);
  await page.getByLabel('Company name').fill(COMPANY);
  await new CompanyScreensPage(page, server.url).choose('Industry', 'Metals');
  await page.getByRole('button', { name: 'Create company' }).click();

  // A new company lands on Getting started: only the starter shifts are there, each other step says what is missing.
  const start = page.getByTestId(companyIds.startPage);
  await expect(start).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${server.url}/company/start`);
  await expect(start.getByRole('status')).toHaveText('1 of 6 steps done.');
  await expect(step(start, 'shifts')).toHaveAttribute('data-done', 'true');
  await expect(step(start, 'machines')).toContainText('Add your machines to an area');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/first-morning-checklist-start.png', fullPage: true });

  // Issue 36 §4: now a member, /company/init opens the company rather than "create one".
  await page.goto(`${server.url}/company/init`);
  await expect(page).toHaveURL(`${server.url}/company`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(COMPANY, { timeout: 30_000 });
  await page.goBack();
  await expect(start).toBeVisible({ timeout: 30_000 });

  // Sites and areas, then the machine, from the checklist's link.
  await step(start, 'structure').getByRole('link', { name: 'Open Entities' }).click();
  const entities = new SetupScreenPage(page, server.url, settingsEntitiesIds.page);
  await expect(entities.screen).toBeVisible({ timeout: 30_000 });
  const addUnder = async (category: string, parent: string, values: Record<string, string>) => {
    await entities.screen.getByRole('button', { name: `Add ${category} under ${parent}` }).click();
    const dialog = entities.dialog(`New ${category} under ${parent}`);
    await entities.fill(dialog, values);
    await entities.save(dialog);
    await expect(dialog).toBeHidden();
    await expect(entities.row(values.Name!)).toBeVisible();
  };
  await addUnder('site', COMPANY, { Name: SITE, Key: 'MILL-SITE' });
  await addUnder('area', SITE, { Name: AREA, Key: 'ROLLING' });
  await addUnder('machine', AREA, { Name: MACHINE, Key: MACHINE_KEY, 'Time zone': ZONE });

  // The starter Day shift moved to the plant's hours (the Midnight shift gives up the hour before).
  const shifts = new SetupScreenPage(page, server.url, settingsShiftsIds.page);
  await shifts.openFromMenu('Shifts');
  const setHours = async (name: string, hours: Record<string, string>) => {
    await shifts.row(name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = shifts.dialog('Edit Shift');
    await shifts.fill(edit, hours);
    await shifts.save(edit);
    await expect(edit).toBeHidden();
  };
  await setHours('Midnight', { 'End (HH:MM)': SHIFT.start });
  await setHours(SHIFT.name, { 'Start (HH:MM)': SHIFT.start, 'End (HH:MM)': SHIFT.end });
  await setHours('Afternoon', { 'Start (HH:MM)': SHIFT.end });
  await expect(shifts.row(SHIFT.name)).toContainText(SHIFT.start);

  // The part, with the company-wide ideal rate.
  const parts = new SetupScreenPage(page, server.url, settingsPartsIds.page);
  await parts.openFromMenu('Parts');
  await parts.screen.getByRole('button', { name: 'New Part' }).click();
  let dialog = parts.dialog('New Part');
  await parts.fill(dialog, { Name: PART, Group: 'Coils', 'Ideal rate (parts per minute)': '2' });
  await parts.save(dialog);
  await expect(dialog).toBeHidden();

  // From the machine: the part at this machine's own rate, and the day planned in its shift.
  await entities.openFromMenu('Entities');
  await entities.screen.getByRole('link', { name: `Parts, rates and plan of ${MACHINE}` }).click();
  const plan = new SetupScreenPage(page, server.url, productionPlanIds.page);
  await expect(plan.screen).toBeVisible();
  await plan.screen.getByRole('button', { name: 'Add Part' }).click();
  dialog = plan.dialog(/New Part on this machine/);
  await dialog.getByRole('combobox', { name: 'Part' }).selectOption({ label: PART });
  await dialog.getByRole('spinbutton', { name: 'Ideal rate on this machine (parts per minute)' }).fill(String(MACHINE_PPM));
  await plan.save(dialog);
  await expect(dialog).toBeHidden();
  const week = page.getByTestId(productionPlanIds.week);
  await plan.screen.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).toHaveAttribute('aria-busy', 'false');
  await week.getByRole('button', { name: new RegExp(`^Plan a part on Tue .*, ${SHIFT.name}$`) }).click();
  dialog = plan.dialog(/New Planned run/);
  await dialog.getByRole('spinbutton', { name: 'Planned quantity' }).fill('900');
  await plan.save(dialog);
  await expect(dialog).toBeHidden();
  await expect(week.getByRole('button', { name: new RegExp(`^${PART} .*: edit, Tue `) })).toContainText(`900 @ ${MACHINE_PPM}/min`);

  // The checklist follows: four steps done; the data step links to the import.
  let list = await checklist(page, server.url);
  for (const key of ['structure', 'machines', 'shifts', 'parts']) await expect(step(list, key)).toHaveAttribute('data-done', 'true');
  await expect(list.getByRole('status')).toHaveText('4 of 6 steps done.');
  await step(list, 'data').getByRole('link', { name: 'Import data' }).click();
  await expect(page.getByTestId(companyIds.dataPage)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('CSV file').setInputFiles({ name: 'mill-1-day.csv', mimeType: 'text/csv', buffer: Buffer.from(dayCsv()) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId(companyIds.dataProgress)).toHaveAttribute('data-step', 'done', { timeout: 60_000 });
  await expect(page.getByTestId(companyIds.dataResult)).toContainText('Rows added4');

  // The engine computes the day: every step done.
  await expect(async () => {
    list = await checklist(page, server.url);
    await expect(step(list, 'results')).toHaveAttribute('data-done', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(list.getByRole('status')).toHaveText('Every step is done: your plant shows its numbers.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/first-morning-checklist-done.png', fullPage: true });

  // The machine's day on its dashboard: the figures the events make.
  await step(list, 'results').getByRole('link', { name: 'Open the Data Explorer' }).click();
  await shell.ready('the Data Explorer of the new company');
  const panel = new ExplorerPanelPage(page);
  await panel.pickEntity(MACHINE);
  await panel.pickDay(DAY.toISODate()!);
  const view = page.getByTestId(machineIds.view);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(MACHINE);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const m = expectedMetrics();
  await expect(view.getByTestId(machineIds.ratio('AVAILABILITY'))).toHaveText(percent(m.availability));
  await expect(view.getByTestId(machineIds.ratio('PERFORMANCE'))).toHaveText(percent(m.performance));
  await expect(view.getByTestId(machineIds.ratio('QUALITY'))).toHaveText(percent(m.quality));
  await expect(view.getByTestId(machineIds.ratio('EFFICIENCY'))).toHaveText(percent(m.efficiency));
  await expect(view.getByTestId(machineIds.count('GOOD'))).toHaveText(m.units_good.toLocaleString('en-US'));
  await expect(view.getByTestId(machineIds.goal)).toHaveText('900');
  await page.screenshot({ path: 'test-results/screenshots/first-morning-machine-dashboard.png' });

  // A colleague, invited by mail, joins from the link and signs in.
  await page.goto(`${server.url}/company/users`);
  await expect(page.getByTestId(companyIds.usersPage)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email to invite').fill('ben@morning-mill.test');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('ben@morning-mill.test gets a mail with an invitation link.')).toBeVisible();
  const invitation = await smtp.waitForMail('ben@morning-mill.test', 'invitation');
  expect(invitation.subject).toBe(`Your invitation to ${COMPANY} on OEE Workbench`);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const colleague = await context.newPage();
  await colleague.goto(linkIn(invitation.text, `${server.url}/identity/invite/`));
  await new ShellPage(colleague, server.url).acceptInvitation({ firstName: 'Ben', lastName: 'Operator', email: 'ben@morning-mill.test', password: 'ben-Pass-123' });
  // The colleague sees the new company's machine, not the demo plant's.
  const colleaguePanel = new ExplorerPanelPage(colleague);
  await colleaguePanel.pickEntity(MACHINE);
  await colleague.screenshot({ path: 'test-results/screenshots/first-morning-colleague.png' });
  await context.close();
});
