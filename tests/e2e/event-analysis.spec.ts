import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { execFileSync } from 'node:child_process';
import type { EntityNode, EventType, Profile } from '../../core/model';
import { eventTotal, loadAnalysedEvents, reasonPareto, type AnalysedEvent } from '../../core/oee';
import { shiftsFromProfile } from '../../core/shifts';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { ExplorerGraphPage } from './pages/explorer-graph-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import { KeyboardUser } from './pages/keyboard-user';
import { explorerIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { pastWorkday } from './support/demo-days';
import { expectNoHorizontalOverflowAt768 } from './support/layout';

// Issue 10: the event analysis screens (/graph/event/{slug}, document 2 §2 and §4) against the real
// server and the demo plant: totals equal the database, the exports read back, browser back.
test.describe.configure({ mode: 'serial' });

const MACHINE = 'Press 01';
// Working days (Press 01 stands at weekends): the last one at least 3 days back and the one before.
const TO = pastWorkday(3);
const FROM = pastWorkday(1, TO);

/** The machine's events of one type in [FROM, TO], from the database as this user; downtime as the one definition counts it. */
async function databaseEvents(api: ApiClient, type: EventType, planned?: boolean): Promise<AnalysedEvent[]> {
  const profile = (await (await api.get('/v1/company_profile/me/')).json()) as Profile;
  const machine = findByName(profile.entities, MACHINE);
  // The event analysis's own loader over this user's GraphQL: the query is the screen's, the counting core's.
  const source = { rows: async (r: TableQueryRequest) => (await api.graphql<{ rows: TableRow[] }>(
    `query($w: ${r.table}_bool_exp!) { rows: ${r.table}(where: $w, limit: 999999) { ${r.fields.join(' ')} } }`, { w: r.where })).rows };
  return loadAnalysedEvents(source, {
    entity: machine, type, time: { day: null, range: { start: FROM, end: TO } }, shift: null, part: null, op: null,
    planned: planned === undefined ? 'ALL' : planned ? 'PLANNED' : 'UNPLANNED', shifts: shiftsFromProfile(profile.shifts), now: Date.now(),
  });
}

function findByName(node: EntityNode, name: string): EntityNode {
  const found = findByNameOrNull(node, name);
  if (!found) throw new Error(`no entity named ${name}`);
  return found;
}

function findByNameOrNull(node: EntityNode, name: string): EntityNode | null {
  if (node.name === name) return node;
  for (const child of node.children ?? []) {
    const found = findByNameOrNull(child, name);
    if (found) return found;
  }
  return null;
}

const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

async function readSheet(path: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0];
}

/** The sum of a column, found by its header, below the header row. */
function columnSum(sheet: ExcelJS.Worksheet, header: string): number {
  const col = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(col, `a '${header}' column`).toBeGreaterThan(0);
  let sum = 0;
  sheet.eachRow((row, n) => {
    if (n > 1) sum += Number(row.getCell(col).value);
  });
  return sum;
}

test('document 2 §4: downtime by reason and by date equal the database; planned, unplanned, all; the source data and the PDF read back; browser back restores Graph mode', async ({ page, signedInAs, api, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const panel = new ExplorerPanelPage(page);
  const ui = new CustomerDashboardsPage(page, server.url);
  await panel.pickEntity(MACHINE);
  await ui.pickRange(FROM, TO);

  // Document 1 §2: Exception in the Dataset dropdown opens the event analysis of its first dataset.
  await page.getByTestId(explorerIds.dataset).click();
  await page.getByRole('option', { name: 'Exception', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/event/downtime`);
  const view = page.getByTestId('event-analysis.view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Downtime');
  await expect(view).toHaveAttribute('aria-busy', 'false');

  // Every event counts, an open one up to now (document 2 §9); the screen shows one decimal.
  const all = await databaseEvents(api, 'DOWN');
  expect(all.length, 'the demo machine had downtime in the range').toBeGreaterThan(0);
  await expect(view.getByTestId('event-analysis.count')).toHaveText(String(all.length));
  await expect(view.getByTestId('event-analysis.total')).toHaveText(shown(eventTotal(all, Date.now())));
  const pareto = reasonPareto(all, Date.now());
  const reasonRows = view.getByTestId('event-analysis.reasons').locator('tbody tr');
  await expect(reasonRows.locator('th')).toHaveText(pareto.map((b) => b.reason));
  await expect(reasonRows.last().locator('td').last()).toHaveText('100.0 %');

  // The planned toggle narrows the query (downtime only).
  const toggle = view.getByRole('group', { name: 'Planned, unplanned or all downtime' });
  for (const [label, planned] of [['Planned', true], ['Unplanned', false]] as const) {
    await toggle.getByText(label, { exact: true }).click();
    const subset = await databaseEvents(api, 'DOWN', planned);
    await expect(view.getByTestId('event-analysis.count')).toHaveText(String(subset.length));
    await expect(view.getByTestId('event-analysis.total')).toHaveText(shown(eventTotal(subset, Date.now())));
  }
  await toggle.getByText('All', { exact: true }).click();
  await expect(view.getByTestId('event-analysis.count')).toHaveText(String(all.length));

  // 'Download Source Data': exactly the events behind the charts.
  const xlsx = await ui.download(() => view.getByRole('button', { name: 'Download Source Data' }).click());
  expect(xlsx.name).toBe('InpEvent_Report.xlsx');
  const sheet = await readSheet(xlsx.path);
  expect(sheet.rowCount).toBe(all.length + 1);
  expect(columnSum(sheet, 'Minutes')).toBeCloseTo(eventTotal(all, Date.now()), 0);

  // 'Export to PDF': '{title}_dashboard_{date}.pdf', A4 landscape, the table as text.
  const pdf = await ui.download(() => view.getByRole('button', { name: 'Export to PDF' }).click());
  expect(pdf.name).toBe(`Downtime_dashboard_${DateTime.now().toISODate()}.pdf`);
  expect(execFileSync('pdfinfo', [pdf.path]).toString()).toMatch(/Page size:\s+841\.89 x 595\.28/);
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-']).toString();
  expect(text).toContain('Downtime by reason');
  expect(text).toContain(MACHINE);
  for (const bar of pareto) expect(text).toMatch(new RegExp(`${bar.reason}\\s+${bar.events}\\s+${shown(bar.amount).replace('.', '\\.')}`));
  // Every chart is drawn in (by reason, by machine, by date): each is an image on the pages.
  const images = execFileSync('pdfimages', ['-list', pdf.path]).toString().split('\n').filter((l) => /^\s*\d+\s+\d+\s+image\b/.test(l));
  expect(images).toHaveLength(3);

  // Document 2 §2: browser back restores the earlier navigation state (Graph, Metric dataset).
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByTestId(explorerIds.dataset)).toContainText('Metric');
  await expect(new ExplorerGraphPage(page).view).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`${server.url}/graph/event/downtime`);
  await expect(page.getByTestId(explorerIds.dataset)).toContainText('Exception');
});

test('numbers agree: Scrap on the event analysis, its download, the graph and the database for one machine and range', async ({ page, signedInAs, api, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const panel = new ExplorerPanelPage(page);
  const ui = new CustomerDashboardsPage(page, server.url);
  await panel.pickEntity(MACHINE);
  await ui.pickRange(FROM, TO);

  // The graph's Scrap headline over the range (whole-day result rows, shifts combined).
  const graph = new ExplorerGraphPage(page);
  await panel.pickMetric('Scrap');
  await expect(graph.view).toHaveAttribute('aria-busy', 'false');
  const { results } = await api.graphql<{ results: Array<{ units_scrapped: number }> }>('query($n: String!, $from: date!, $to: date!) { results: bigbrain_resentity(where: {entity: {name: {_eq: $n}}, shift_key: {_eq: "SUMMARY"}, shift_date: {_gte: $from, _lte: $to}}) { units_scrapped } }',
    { n: MACHINE, from: FROM, to: TO },
  );
  const scrapped = results.reduce((n, r) => n + Number(r.units_scrapped), 0);
  await expect(graph.headline).toHaveText(scrapped.toLocaleString('en-US'));

  // The Exception sub-dropdown switches to Scrap: no planned toggle, units.
  await page.getByTestId(explorerIds.dataset).click();
  await page.getByRole('option', { name: 'Exception', exact: true }).click();
  await expect(page).toHaveURL(/\/graph\/event\/downtime$/);
  await page.getByTestId(explorerIds.exception).click();
  await page.getByRole('option', { name: 'Scrap', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/event/scrap`);
  const view = page.getByTestId('event-analysis.view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Scrap');
  await expect(view.getByRole('group', { name: 'Planned, unplanned or all downtime' })).toHaveCount(0);
  const events = await databaseEvents(api, 'SCRP');
  expect(eventTotal(events, Date.now())).toBe(scrapped);
  await expect(view.getByTestId('event-analysis.total')).toHaveText(shown(scrapped));
  const xlsx = await ui.download(() => view.getByRole('button', { name: 'Download Source Data' }).click());
  expect(columnSum(await readSheet(xlsx.path), 'Units')).toBe(scrapped);

  // The cumulative line ends at 100 %: its last marker is drawn whole, not cut by the top of the plot.
  const pareto = view.locator('.js-plotly-plot').first();
  await expect
    .poll(() =>
      pareto.evaluate((plot) => {
        const area = plot.querySelector('.draglayer .nsewdrag')!.getBoundingClientRect();
        const markers = [...plot.querySelectorAll('.scatterlayer .points path')].map((m) => m.getBoundingClientRect());
        return markers.length > 0 && markers.every((m) => m.top >= area.top - 0.5);
      }),
    )
    .toBe(true);
  // Accessible, and laid out at 1440, 768 and on a wall display.
  await ui.expectAccessible();
  await ui.screenshots('event-analysis-scrap', async () => {
    await expect(view.getByTestId('event-analysis.reasons')).toBeVisible();
  });
  await expectNoHorizontalOverflowAt768(page);
});

test('keyboard alone: Exception opens the downtime analysis, Unplanned narrows it, the Exception dropdown switches to Scrap; the numbers follow', async ({ page, signedInAs, api, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const panel = new ExplorerPanelPage(page);
  const ui = new CustomerDashboardsPage(page, server.url);
  // The selection (a machine and a range) as the other tests make it; from here on only keys.
  await panel.pickEntity(MACHINE);
  await ui.pickRange(FROM, TO);
  const keys = new KeyboardUser(page);

  // The Dataset dropdown: reached by Tab, opened with Alt+ArrowDown, Exception chosen with the arrows and Enter.
  const dataset = page.getByTestId(explorerIds.dataset);
  await keys.tabTo(dataset.locator('input[aria-haspopup="listbox"]'), { max: 120 });
  await keys.expectFocusVisible('the Dataset dropdown');
  // What a screen reader says as the focus arrives: the dropdown's name (the wrapping label names its hidden select instead).
  await expect(page.locator(':focus')).toHaveAccessibleName('Dataset');
  await keys.press('Alt+ArrowDown');
  const exception = page.getByRole('option', { name: 'Exception', exact: true });
  await expect(exception).toBeVisible();
  for (let i = 0; i < 10 && (await exception.getAttribute('data-p-focused')) !== 'true'; i++) await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(page).toHaveURL(`${server.url}/graph/event/downtime`);
  const view = page.getByTestId('event-analysis.view');
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const all = await databaseEvents(api, 'DOWN');
  await expect(view.getByTestId('event-analysis.count')).toHaveText(String(all.length));

  // The planned filter: Unplanned, reached by Tab and the arrow keys, chosen with Enter; then All with Space.
  const toggle = view.getByRole('group', { name: 'Planned, unplanned or all downtime' });
  const unplanned = toggle.getByRole('button', { name: 'Unplanned' });
  await keys.tabTo(toggle.locator('[tabindex="0"]'), { max: 120 });
  await keys.expectFocusVisible('the planned filter');
  for (let i = 0; i < 3 && !(await unplanned.evaluate((el) => el === document.activeElement)); i++) await keys.press('ArrowRight');
  await expect(unplanned).toBeFocused();
  await keys.expectFocusVisible('Unplanned');
  await keys.press('Enter');
  await expect(unplanned).toHaveAttribute('aria-pressed', 'true');
  // Seen as chosen too: only the pressed item carries the theme's colour (the shell's theme had painted all three).
  const background = (item: Locator) => item.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Polled: the buttons' background eases between colours (a transition), so one read may catch it mid-way.
  const planned = toggle.getByRole('button', { name: 'Planned', exact: true });
  await expect.poll(async () => (await background(unplanned)) !== (await background(planned)), { message: 'Unplanned painted as chosen, Planned not' }).toBe(true);
  const unplannedEvents = await databaseEvents(api, 'DOWN', false);
  await expect(view.getByTestId('event-analysis.count')).toHaveText(String(unplannedEvents.length));
  await expect(view.getByTestId('event-analysis.total')).toHaveText(shown(eventTotal(unplannedEvents, Date.now())));
  await expect(view.getByTestId('event-analysis.reasons').locator('tbody tr th')).toHaveText(reasonPareto(unplannedEvents, Date.now()).map((b) => b.reason));
  const allButton = toggle.getByRole('button', { name: 'All' });
  await keys.press('ArrowRight');
  await expect(allButton).toBeFocused();
  await keys.press('Space');
  await expect(allButton).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByTestId('event-analysis.count')).toHaveText(String(all.length));

  // The Exception dropdown (Shift+Tab back to the panel): Scrap, typed to, chosen with Enter.
  const kind = page.getByTestId(explorerIds.exception);
  await keys.tabTo(kind.locator('input[aria-haspopup="listbox"]'), { max: 120, backwards: true });
  await keys.expectFocusVisible('the Exception dropdown');
  await keys.press('Enter');
  const scrap = page.getByRole('option', { name: 'Scrap', exact: true });
  await expect(scrap).toBeVisible();
  for (let i = 0; i < 10 && (await scrap.getAttribute('data-p-focused')) !== 'true'; i++) await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(page).toHaveURL(`${server.url}/graph/event/scrap`);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Scrap');
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const scrapEvents = await databaseEvents(api, 'SCRP');
  await expect(view.getByTestId('event-analysis.total')).toHaveText(shown(eventTotal(scrapEvents, Date.now())));
  await expect(view.getByTestId('event-analysis.reasons').locator('caption')).toHaveText('Scrap by reason');
  await expect.poll(() => keys.focusedName(), { message: 'the focus after the switch' }).not.toBe('BODY');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
