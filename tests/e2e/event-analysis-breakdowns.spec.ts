import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import type { EntityNode, EventType, Profile } from '../../core/model';
import { eventAmount, loadAnalysedEvents, machinesUnder, type AnalysedEvent } from '../../core/oee';
import { shiftsFromProfile } from '../../core/shifts';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import { explorerIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';

// Issue 35 point 5 and issue 37 (document 2 §2-§4): the event analysis says what and where, on the
// demo plant against its database: the dataset named in the panel, machines beside reasons, one
// day by hour and shift, labelled exports, the profile's reason descriptions.
test.describe.configure({ mode: 'serial' });

const AREA = 'Stamping';
const DAY = pastWorkday(3);
const FROM = pastWorkday(1, DAY);

/** The area's events of a type over the days, as this user's database gives them, with the machine of each. */
async function databaseEvents(api: ApiClient, type: EventType, time: { day: string | null; range: { start: string; end: string } }) {
  const profile = (await (await api.get('/v1/company_profile/me/')).json()) as Profile;
  const area = findByName(profile.entities, AREA);
  const source = { rows: async (r: TableQueryRequest) => (await api.graphql<{ rows: TableRow[] }>(
    `query($w: ${r.table}_bool_exp!) { rows: ${r.table}(where: $w, limit: 999999) { ${r.fields.join(' ')} } }`, { w: r.where })).rows };
  const events = (await loadAnalysedEvents(source, {
    entity: area, type, time, shift: null, part: null, op: null, planned: 'ALL', shifts: shiftsFromProfile(profile.shifts), now: Date.now(),
  })) as Array<AnalysedEvent & { machine_key: string }>;
  return { profile, area, events };
}

function findByName(node: EntityNode, name: string): EntityNode {
  if (node.name === name) return node;
  for (const child of node.children ?? []) {
    try {
      return findByName(child, name);
    } catch {
      // not under this child
    }
  }
  throw new Error(`no entity named ${name}`);
}

/** The area itself: its name alone matches its machines too ('Press 01 Mechanical stamping press'), so the match starting with it. */
async function pickArea(page: Page, panel: ExplorerPanelPage): Promise<void> {
  await panel.ready();
  const box = page.getByTestId(explorerIds.panel);
  await box.getByRole('textbox', { name: 'Search entities' }).fill(AREA);
  await box.getByRole('list', { name: 'Matching entities' }).getByRole('button', { name: new RegExp(`^${AREA}\\s`) }).click();
  await expect(page.getByTestId(explorerIds.entitySelected)).toContainText(AREA);
}

const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

test('issue 35 point 5: /graph/event/rework opened by address names Rework in the panel; by machine beside by reason equal the database; reason descriptions from the profile; labelled exports; axe on the whole page', async ({ page, signedInAs, api, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const panel = new ExplorerPanelPage(page);
  const ui = new CustomerDashboardsPage(page, server.url);

  // Opened by its address (a link, a bookmark): the sidebar names Rework, not the Downtime left in the state.
  await page.goto(`${server.url}/graph/event/rework`);
  const view = page.getByTestId('event-analysis.view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Rework');
  await expect(page.getByTestId(explorerIds.dataset)).toContainText('Exception');
  await expect(page.getByTestId(explorerIds.exception)).toContainText('Rework');

  // The area and range chosen on the screen itself; the Exception dropdown switches to Scrap.
  await pickArea(page, panel);
  await ui.pickRange(FROM, DAY);
  await page.getByTestId(explorerIds.exception).click();
  await page.getByRole('option', { name: 'Scrap', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/event/scrap`);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Scrap');
  await expect(page.getByTestId(explorerIds.exception)).toContainText('Scrap');
  await expect(view).toHaveAttribute('aria-busy', 'false');

  // The export buttons say what they do in words a sighted user reads too.
  for (const name of ['Download Source Data', 'Export to PDF']) {
    const button = view.getByRole('button', { name });
    await expect(button).toBeVisible();
    await expect(button).toContainText(name);
  }

  const { profile, area, events } = await databaseEvents(api, 'SCRP', { day: null, range: { start: FROM, end: DAY } });
  expect(events.length, 'the demo area had scrap in the range').toBeGreaterThan(0);
  const now = Date.now();

  // By machine: each machine of the area with scrap, its units as the database sums them, worst first.
  const names = new Map(machinesUnder(area).map((m) => [m.key, m.name]));
  const perMachine = new Map<string, number>();
  for (const e of events) perMachine.set(e.machine_key, (perMachine.get(e.machine_key) ?? 0) + eventAmount(e, now));
  const expected = [...perMachine.entries()].map(([key, units]) => ({ name: names.get(key) ?? key, units })).sort((a, b) => b.units - a.units || a.name.localeCompare(b.name));
  const machineRows = view.getByTestId('event-analysis.machines').locator('tbody tr');
  await expect(machineRows.locator('th')).toHaveText(expected.map((m) => m.name));
  await expect(machineRows.locator('td:nth-child(3)')).toHaveText(expected.map((m) => shown(m.units)));
  await expect(view.getByTestId('event-analysis.machines').locator('caption')).toHaveText('Scrap by machine');
  await expect(view.getByRole('region', { name: 'By machine', exact: true }).locator('.js-plotly-plot')).toBeVisible();

  // The reason table carries each reason's description from the profile's scrap reason list.
  const descriptions = new Map(profile.scrap_reasons.map((r) => [r.name.trim().toLowerCase(), r.desc]));
  const reasonRows = view.getByTestId('event-analysis.reasons').locator('tbody tr');
  await expect(view.getByTestId('event-analysis.reasons').locator('thead th')).toContainText(['Reason', 'Description']);
  const reasons = await reasonRows.locator('th').allTextContents();
  const cells = await reasonRows.locator('td.event-analysis-description').allTextContents();
  expect(reasons.length).toBeGreaterThan(0);
  expect(cells.map((c) => c.trim())).toEqual(reasons.map((r) => descriptions.get(r.trim().toLowerCase())?.trim() ?? ''));
  expect(cells.filter((c) => c.trim() !== '').length, 'the demo reasons have descriptions').toBeGreaterThan(0);

  // Issue 37: axe on the whole page, the explorer sidebar included.
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('document 2 §4 and issue 35 point 5: one day reads by hour; Combine Shifts off splits By Hour and By Date into one series per shift; screenshots at 1440 and 768', async ({ page, signedInAs, api, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const panel = new ExplorerPanelPage(page);
  const ui = new CustomerDashboardsPage(page, server.url);
  await pickArea(page, panel);
  await panel.pickDay(DAY);
  await page.getByTestId(explorerIds.dataset).click();
  await page.getByRole('option', { name: 'Exception', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/event/downtime`);
  const view = page.getByTestId('event-analysis.view');
  await expect(view).toHaveAttribute('aria-busy', 'false');

  // One shift date by hour, not one bar filling the chart: HH:MM categories over the day's shifts.
  const byTime = view.getByTestId('event-analysis.by-time');
  await expect(byTime).toHaveAttribute('aria-label', `By Hour (${DAY})`);
  const ticks = byTime.locator('.xtick text');
  await expect.poll(() => ticks.count()).toBeGreaterThan(6);
  expect((await ticks.allTextContents()).every((t) => /^\d{2}:\d{2}$/.test(t))).toBe(true);
  // Shifts combined: one series.
  await expect(byTime.locator('.legendtext')).toHaveText(['All shifts']);

  // Combine Shifts off (the panel chooses the first shift): one series per shift the day had downtime in.
  const { events } = await databaseEvents(api, 'DOWN', { day: DAY, range: { start: DAY, end: DAY } });
  const shifts = [...new Set(events.map((e) => e.shift_key.toUpperCase()))];
  expect(shifts.length, 'the demo day had downtime in more than one shift').toBeGreaterThan(1);
  const timeframe = page.getByTestId(explorerIds.panel).getByRole('region', { name: 'Timeframe' });
  await timeframe.getByText('Combine Shifts').click();
  await expect(timeframe.getByRole('checkbox', { name: 'Combine Shifts' })).not.toBeChecked();
  await expect(view).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await byTime.locator('.legendtext').allTextContents()).sort()).toEqual([...shifts].sort());

  // Over a range, By Date splits the same way: one series per shift.
  await ui.pickRange(FROM, DAY);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  await expect(byTime).toHaveAttribute('aria-label', 'By Date');
  const rangeEvents = (await databaseEvents(api, 'DOWN', { day: null, range: { start: FROM, end: DAY } })).events;
  const rangeShifts = [...new Set(rangeEvents.map((e) => e.shift_key.toUpperCase()))].sort();
  await expect.poll(async () => (await byTime.locator('.legendtext').allTextContents()).sort()).toEqual(rangeShifts);

  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const [width, height] of [[1440, 900], [768, 1024]] as const) {
    await page.setViewportSize({ width, height });
    await expect(async () => ui.expectChartsDrawn(width)).toPass({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/event-analysis-breakdowns-${width}.png`, fullPage: true });
  }
});
