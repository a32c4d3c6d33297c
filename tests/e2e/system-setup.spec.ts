import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { oeeMetrics, sumTotals, type ProductionTotals } from '../../core/oee';
import { ExplorerGraphPage } from './pages/explorer-graph-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import { KeyboardUser } from './pages/keyboard-user';
import { SetupScreenPage } from './pages/setup-screen-page';
import { ShellPage } from './pages/shell-page';
import { expect, test, type ApiClient } from './fixtures';
import { explorerIds, settingsEntitiesIds, settingsMetricSetupIds, settingsPartsIds, settingsReasonsIds, settingsShiftsIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { pastWorkday } from './support/demo-days';
import { LOOKED_AT_WIDTHS } from './support/layout';

// Issue 13: System Setup against the real server (npm start's build, the embedded provider, the
// demo plant). An ADMIN builds a machine, gives it a part rate and a schedule, sends its events
// through /v1/ingest, and reads its numbers in Graph mode; a USER reads only; the demo cannot save.
test.describe.configure({ mode: 'serial' });
// A server of its own: the metric renamed here, the new machine and its events must not reach
// other files' screens and numbers.
test.use({ privateServerFor: 'system-setup' });

const ZONE = 'America/New_York';
const DAY = pastWorkday(3);
const AREA = 'E2E Assembly';
const MACHINE = 'E2E Press';
const MACHINE_KEY = 'E2E-PRESS';
const PART = 'E2E-BRACKET';
const SCREENS = [
  { name: 'entities', path: '/entities', id: settingsEntitiesIds.page },
  { name: 'metric-setup', path: '/metricsetup', id: settingsMetricSetupIds.page },
  { name: 'parts', path: '/parts', id: settingsPartsIds.page },
  { name: 'shifts', path: '/shifts', id: settingsShiftsIds.page },
  { name: 'reasons', path: '/reasons', id: settingsReasonsIds.page },
] as const;

/** A REST call as the page's user: its status and JSON body (null when it has none). */
async function rest(api: ApiClient, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = method === 'GET' ? await api.get(path) : await api.post(path, data);
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

/** axe over the whole page with the screen under test (and its dialog) shown. */
async function axeClean(page: Page, what: string): Promise<void> {
  expect(await seriousAxeViolations(page), `axe on ${what}`).toEqual([]);
}

const TOTALS = 'scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked';
async function machineRows(api: ApiClient): Promise<Array<ProductionTotals & { shift_key: string }>> {
  const query = `query($day: date!, $key: String!) { rows: bigbrain_resentity(where: {shift_date: {_eq: $day}, shift_key: {_neq: "SUMMARY"}, entity: {key: {_eq: $key}}}) { shift_key ${TOTALS} } }`;
  const res = await rest(api, 'POST', '/v1/graphql', { query, variables: { day: DAY, key: MACHINE_KEY } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.rows;
}

/** Back from a setup screen to the graph the way a user goes: the Graph mode button of the Data Explorer, no reload. */
async function showExplorer(page: Page, baseUrl: string): Promise<void> {
  const loads: string[] = [];
  const onLoad = () => loads.push(page.url());
  page.on('load', onLoad);
  await page.getByTestId(explorerIds.mode('GRAPH')).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
  page.off('load', onLoad);
  expect(loads, 'no page reload on the way back').toEqual([]);
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

test('issue 13 as ADMIN: add an area and a machine, a shift check, a part rate, ingest events, and see the numbers in Graph mode', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const shell = new ShellPage(page, server.url);
  expect((await shell.menuLabels()).settings.slice(0, 5), 'System menu order (document 1 §2)').toEqual(['Entities', 'Metric Setup', 'Parts', 'Shifts', 'Reasons']);

  // Entities: an area under the first site, a machine under the area.
  const entities = new SetupScreenPage(page, server.url, settingsEntitiesIds.page);
  await entities.openFromMenu('Entities');
  const site = (await rest(api, 'GET', '/v1/entity/?category=SITE')).body.results[0] as { name: string };
  await entities.screen.getByRole('button', { name: `Add area under ${site.name}` }).click();
  let dialog = entities.dialog(`New area under ${site.name}`);
  await entities.fill(dialog, { Name: AREA, Key: 'E2E-AREA', Description: 'Built by the browser test' });
  await entities.save(dialog);
  await expect(entities.toast('Record created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await entities.screen.getByRole('button', { name: `Add machine under ${AREA}` }).click();
  dialog = entities.dialog(`New machine under ${AREA}`);
  // Bad input changes nothing: the key's rule is shown beside the field.
  await entities.fill(dialog, { Name: MACHINE, Key: 'E2E PRESS!', 'Time zone': 'America/New_York' });
  await entities.save(dialog);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Key may hold letters, digits, dot, dash and underscore only' })).toBeVisible();
  await entities.fill(dialog, { Key: MACHINE_KEY });
  await entities.save(dialog);
  await expect(dialog).toBeHidden();
  await expect(entities.row(MACHINE)).toBeVisible();
  const machine = (await rest(api, 'GET', `/v1/entity/?key=${MACHINE_KEY}`)).body.results[0];
  expect(machine, 'document 1 §9: a UUID v4 id').toMatchObject({ category: 'MACHINE', timezone: 'America/New_York', euid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });

  // Shifts: the plant's pattern covers the day; an overlapping shift is refused with a clear message.
  const shifts = new SetupScreenPage(page, server.url, settingsShiftsIds.page);
  await shifts.openFromMenu('Shifts');
  await expect(shifts.row('Midnight')).toContainText('(overnight)');
  await shifts.screen.getByRole('button', { name: 'New Shift' }).click();
  dialog = shifts.dialog('New Shift');
  await shifts.fill(dialog, { Name: 'Early', 'Start (HH:MM)': '06:00', 'End (HH:MM)': '08:00' });
  await shifts.save(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(/^Early \(06:00 to 08:00\) overlaps (Day|Midnight)/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const shiftRows = (await rest(api, 'GET', '/v1/shift/')).body.results as Array<{ name: string }>;
  expect(shiftRows.map((s) => s.name)).not.toContain('Early');

  // Parts: a part with its ideal rate.
  const parts = new SetupScreenPage(page, server.url, settingsPartsIds.page);
  await parts.openFromMenu('Parts');
  await parts.screen.getByRole('button', { name: 'New Part' }).click();
  dialog = parts.dialog('New Part');
  await parts.fill(dialog, { Name: PART, Group: 'E2E', 'Ideal rate (parts per minute)': '2' });
  await parts.save(dialog);
  await expect(parts.toast('Record created successfully')).toBeVisible();
  const part = (await rest(api, 'GET', `/v1/part/?name=${PART}`)).body.results[0] as { ppm: number };
  expect(part).toMatchObject({ ppm: 2, group_name: 'E2E' });

  // The machine's day: a schedule at the part's rate and events through /v1/ingest.
  const at = (hhmm: string) => DateTime.fromISO(`${DAY}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
  const schedule = await rest(api, 'POST', '/v1/ingest/schedules', [{ shift_date: DAY, machine_key: MACHINE_KEY, part_name: PART, shift_key: 'Day', quantity: 900, ppm: part.ppm }]);
  expect(schedule.status).toBe(200);
  const events = await rest(api, 'POST', '/v1/ingest/events', [
    { timestamp: at('09:00'), machine_key: MACHINE_KEY, shift_date: DAY, shift_key: 'Day', part_name: PART, type: 'PROD', quantity: 500 },
    { timestamp: at('11:00'), machine_key: MACHINE_KEY, shift_date: DAY, shift_key: 'Day', part_name: PART, type: 'PROD', quantity: 300 },
    { timestamp: at('11:30'), machine_key: MACHINE_KEY, shift_date: DAY, shift_key: 'Day', part_name: PART, type: 'SCRP', quantity: 40 },
    { timestamp: at('12:00'), machine_key: MACHINE_KEY, shift_date: DAY, shift_key: 'Day', type: 'DOWN', end: at('12:45') },
  ]);
  expect(events.status, JSON.stringify(events.body)).toBe(200);
  await expect.poll(async () => (await machineRows(api)).reduce((n, r) => n + r.units_produced, 0), { timeout: 60_000 }).toBe(800);

  // Graph mode: the new machine in the explorer's tree (profile refresh), its numbers equal the database's.
  await shell.openTab('explorer');
  const panel = new ExplorerPanelPage(page);
  const graph = new ExplorerGraphPage(page);
  await panel.pickEntity(MACHINE); // in the tree without a reload: the profile was refreshed
  await panel.pickDay(DAY);
  await showExplorer(page, server.url);
  await graph.showMetricCharts();
  await graph.waitForData(MACHINE, DAY);
  const rows = await machineRows(api);
  await expect(graph.headline).toHaveText(percent(oeeMetrics(sumTotals(rows)).efficiency));
  await panel.pickMetric('Production');
  await expect(graph.headline).toHaveText('800');
});

test('issue 13: each setup screen is axe-clean and readable at 1440, 768 and 2560 wide; help mode has tips for it', async ({ page, server, signedInAs }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The first screen is opened by the sign-in itself: one boot fewer.
  const first = SCREENS[0]!;
  await signedInAs(DEMO_PLANT.admin, { at: first.path });
  for (const s of SCREENS) {
    const screen = new SetupScreenPage(page, server.url, s.id);
    if (s === first) await screen.shown();
    else await screen.goto(s.path);
    await expect(screen.screen.locator('.p-datatable-loading-overlay, .p-treetable-loading-overlay')).toHaveCount(0);
    await axeClean(page, s.path);
    // Help: the screen's own tip, never 'No Help'.
    await page.getByRole('button', { name: 'Help mode' }).click();
    await expect(page.locator('.help-tip').first()).toBeVisible();
    await page.getByRole('button', { name: 'Help mode' }).click();
    for (const [w, h] of LOOKED_AT_WIDTHS) {
      await page.setViewportSize({ width: w, height: h });
      // Codes (PRS-01, E2E-AREA, US/Eastern) stay whole: one broken after its hyphen reads as two values.
      // Polled: the shell docks or overlays its sidebar on the re-render after a resize, and a
      // loaded machine may measure before it has.
      const brokenCodes = () => screen.screen.locator('td').evaluateAll((cells) =>
        cells
          .filter((td) => /^[A-Za-z0-9_]+(?:[-/][A-Za-z0-9_]+)+$/.test(td.textContent!.trim()))
          .filter((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((td) => td.textContent),
      );
      await expect.poll(brokenCodes, { message: `codes broken across lines on ${s.name} at ${w} px` }).toEqual([]);
      // Every row's actions in sight without scrolling sideways, down to a tablet.
      const scrolled = () => screen.screen.locator('.p-datatable-wrapper').evaluateAll((ws) => ws.filter((x) => x.scrollWidth > x.clientWidth + 1).length);
      await expect.poll(scrolled, { message: `tables scrolling sideways on ${s.name} at ${w} px` }).toBe(0);
      await page.screenshot({ path: `test-results/screenshots/setup-${s.name}-${w}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  // A record dialog too.
  const parts = new SetupScreenPage(page, server.url, settingsPartsIds.page);
  await parts.goto('/parts');
  await parts.screen.getByRole('button', { name: 'New Part' }).click();
  await expect(parts.dialog('New Part')).toBeVisible();
  await axeClean(page, 'the part dialog');
  await page.screenshot({ path: 'test-results/screenshots/setup-part-dialog-1440.png' });
});

test("issue 13: the GraphQL dropdown finds an entity: contains or equals, 'Click to Load More Options...', and opens the chosen one", async ({ page, server, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin);
  const entities = new SetupScreenPage(page, server.url, settingsEntitiesIds.page);
  await entities.openFromMenu('Entities');
  const finder = page.getByTestId(settingsEntitiesIds.search);
  await finder.getByRole('button', { name: 'Find an entity' }).click();
  const options = finder.getByRole('listbox', { name: 'Find an entity' }).getByRole('option');
  // Opening loads the first 10, and more are offered while the company has more.
  await expect(options).toHaveCount(10);
  const more = finder.getByRole('button', { name: 'Click to Load More Options...' });
  await more.click();
  await expect.poll(() => options.count()).toBeGreaterThan(10);
  // LIKE (contains, any case) after the 500 ms pause.
  const search = finder.getByRole('searchbox', { name: 'Search Find an entity' });
  await search.fill('plant');
  await expect(options.first()).toContainText(/plant/i);
  const names = await options.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /plant/i.test(n))).toBe(true);
  // EQUALS: only the exact name.
  const exact = names[0]!.trim();
  await finder.getByRole('button', { name: /Search mode: contains/ }).click();
  await search.fill(exact.slice(0, 3));
  await expect(finder.getByRole('listbox', { name: 'Find an entity' }).getByRole('option')).toHaveCount(0);
  await search.fill(exact);
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(entities.dialog(`Edit ${exact}`)).toBeVisible();
  await axeClean(page, 'the entity finder');
});

test('issue 13: a renamed metric shows its new label on the graph', async ({ page, server, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const setup = new SetupScreenPage(page, server.url, settingsMetricSetupIds.page);
  await setup.openFromMenu('Metric Setup');
  await setup.screen.getByRole('button', { name: /^Edit (Efficiency|OEE)$/ }).click();
  const dialog = setup.dialog('Edit EFFICIENCY');
  await setup.fill(dialog, { 'Danger minimum': '95', 'Caution minimum': '90' });
  await setup.save(dialog);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Caution minimum must not be below the danger minimum' })).toBeVisible();
  await setup.fill(dialog, { Label: 'Plant OEE', 'Danger minimum': '60', 'Caution minimum': '80', 'Standard minimum': '90' });
  await setup.save(dialog);
  await expect(setup.toast('successfully')).toBeVisible();
  await expect(setup.row('EFFICIENCY')).toContainText('Plant OEE');
  await new ShellPage(page, server.url).openTab('explorer');
  const panel = new ExplorerPanelPage(page);
  const graph = new ExplorerGraphPage(page);
  await panel.pickEntity(MACHINE);
  await panel.pickDay(DAY);
  await showExplorer(page, server.url);
  await graph.showMetricCharts();
  // Efficiency is the active metric already: its picker and the graph both show the new label.
  await expect(page.getByTestId('explorer-metric')).toContainText('Plant OEE');
  await expect(graph.view.getByRole('heading', { level: 1 })).toHaveText('Plant OEE');
});

test('issue 13: a USER reads the setup screens but changes nothing, and never reaches Entities', async ({ page, server, signedInAs, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.user);
  const shell = new ShellPage(page, server.url);
  expect((await shell.menuLabels()).settings).not.toContain('Entities');
  const parts = new SetupScreenPage(page, server.url, settingsPartsIds.page);
  await parts.openFromMenu('Parts');
  await expect(parts.screen.getByRole('note')).toHaveText(/You can read these settings/);
  await expect(parts.screen.getByRole('button', { name: 'New Part' })).toHaveCount(0);
  await expect(parts.screen.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await parts.row(PART).getByRole('button', { name: `View ${PART}` }).click();
  const dialog = parts.dialog('View Part');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The footer's Close (the header's X is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.goto(`${server.url}/entities`);
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await rest(api, 'POST', '/v1/part/', { name: 'Sneaky', ppm: 1 })).status).toBe(403);
});

test("issue 13: the demo account sees 'Disabled for demo' and cannot save", async ({ page, server, signedInAs, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.demo, { at: '/reasons/scrap' });
  const reasons = new SetupScreenPage(page, server.url, settingsReasonsIds.page);
  await reasons.shown();
  await expect(reasons.screen.getByRole('tab', { name: /^Scrap/ })).toHaveAttribute('aria-selected', 'true');
  const create = reasons.screen.getByRole('button', { name: 'New Reason (Disabled for demo)' });
  await expect(create).toBeDisabled();
  await expect(reasons.screen.locator('[title="Disabled for demo"]')).toHaveCount(1);
  const before = (await rest(api, 'GET', '/v1/reason/')).body.count;
  const refused = await rest(api, 'POST', '/v1/reason/', { kind: 'scrap', name: 'Demo scrap' });
  expect(refused).toEqual({ status: 403, body: { detail: 'This action is disabled in demo mode', title: 'Demo Mode' } });
  expect((await rest(api, 'GET', '/v1/reason/')).body.count).toBe(before);
});

test('keyboard alone on Reasons: a rework reason is added, renamed and removed with Tab, Enter, Space and Escape; the focus shows and comes back to the button that opened each dialog', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin, { at: '/reasons' });
  const reasons = new SetupScreenPage(page, server.url, settingsReasonsIds.page);
  await reasons.shown();
  await expect(reasons.screen.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const keys = new KeyboardUser(page);
  const NAME = 'E2E Keyboard Rework';
  const RENAMED = 'E2E Keyboard Rework 2';

  // The Rework tab, chosen with Enter.
  const reworkTab = reasons.screen.getByRole('tab', { name: /^Rework/ });
  await keys.tabTo(reworkTab);
  await keys.expectFocusVisible('the Rework tab');
  await keys.press('Enter');
  await expect(reworkTab).toHaveAttribute('aria-selected', 'true');

  // Add: New Reason (Shift+Tab back up the screen), the form filled by typing, Save reached by Tab.
  const create = reasons.screen.getByRole('button', { name: 'New Reason' });
  await keys.tabTo(create, { backwards: true });
  await keys.expectFocusVisible('New Reason');
  await keys.press('Space');
  let dialog = reasons.dialog('New Reason');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Kind', { exact: true })).toHaveValue('rework');
  const name = dialog.getByLabel('Name', { exact: true });
  await keys.tabTo(name);
  await keys.expectFocusVisible('the Name field');
  await page.keyboard.type(NAME);
  await keys.press('Tab');
  await expect(dialog.getByLabel('Description', { exact: true })).toBeFocused();
  await keys.expectFocusVisible('the Description field');
  await page.keyboard.type('Typed without a mouse');
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await keys.tabTo(save, { max: 10 });
  await keys.expectFocusVisible('Save');
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(reasons.toast('Record created successfully')).toBeVisible();
  await expect(reasons.row(NAME)).toBeVisible();
  await expect(create, 'the focus back on New Reason').toBeFocused();
  await keys.expectFocusVisible('New Reason after the save');

  // Edit: renamed, saved with Enter in the Name field.
  let edit = reasons.row(NAME).getByRole('button', { name: `Edit ${NAME}` });
  await keys.tabTo(edit);
  await keys.expectFocusVisible(`Edit ${NAME}`);
  await keys.press('Enter');
  dialog = reasons.dialog('Edit Reason');
  await expect(dialog).toBeVisible();
  await keys.tabTo(dialog.getByLabel('Name', { exact: true }));
  await keys.press('End');
  await page.keyboard.type(' 2');
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(reasons.row(RENAMED)).toBeVisible();
  edit = reasons.row(RENAMED).getByRole('button', { name: `Edit ${RENAMED}` });
  await expect(edit, 'the focus back on the row\'s Edit').toBeFocused();
  await keys.expectFocusVisible(`Edit ${RENAMED} after the save`);

  // Edit again, and Escape: nothing changes, the focus is back on Edit.
  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit, 'the focus back on Edit after Escape').toBeFocused();
  await keys.expectFocusVisible(`Edit ${RENAMED} after Escape`);

  // Remove, through the confirmation: its Yes reached by the keyboard.
  const remove = reasons.row(RENAMED).getByRole('button', { name: `Remove ${RENAMED}` });
  await keys.tabTo(remove);
  await keys.expectFocusVisible(`Remove ${RENAMED}`);
  await keys.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Remove Reason' }).or(page.getByRole('dialog', { name: 'Remove Reason' }));
  await expect(confirm).toContainText(`Are you sure you want to remove the reason ${RENAMED}?`);
  // Escape first: the question goes, the reason stays, the focus is back on Remove.
  await keys.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(reasons.row(RENAMED)).toBeVisible();
  await expect(remove, 'the focus back on Remove after Escape').toBeFocused();
  await keys.press('Enter');
  await expect(confirm).toBeVisible();
  await keys.tabTo(confirm.getByRole('button', { name: 'Yes' }), { max: 5 });
  await keys.expectFocusVisible('Yes');
  await keys.press('Enter');
  await expect(reasons.toast('Removed successfully')).toBeVisible();
  await expect(reasons.row(RENAMED)).toHaveCount(0);
  // The focus stays in the screen (its button is gone), where the keyboard can go on.
  await expect.poll(() => keys.focusedName(), { message: 'the focus after the removal' }).not.toBe('BODY');
  expect(await page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), settingsReasonsIds.page), 'the focus inside the Reasons screen').toBe(true);
  await keys.expectFocusVisible('the control after the removal');
  const rows = (await rest(api, 'GET', '/v1/reason/?kind=rework')).body.results as Array<{ name: string }>;
  expect(rows.map((r) => r.name)).not.toContain(RENAMED);
  await axeClean(page, 'Reasons after the keyboard run');
});
