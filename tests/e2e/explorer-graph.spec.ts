import type { Page } from '@playwright/test';
import { oeeMetrics, sumTotals, type ProductionTotals } from '../../core/oee';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import type { ExplorerGraphPage } from './pages/explorer-graph-page';
import type { ExplorerPanelPage } from './pages/explorer-panel-page';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';
import { expectNoHorizontalOverflowAt768 } from './support/layout';
import { seriousAxeViolations } from './support/axe';

// The Data Explorer and its graph mode against the real server (npm start's build, the embedded
// provider's login page, the demo plant): numbers on screen equal the database's, presets, demo rules.
test.describe.configure({ mode: 'serial' });

const MACHINE = 'Press 01';
// Past days inside the demo plant's history (DEMO_DAYS is 14), in the plant's time zone.
const DAY = pastWorkday(3);
const OTHER_DAY = pastWorkday(2, DAY);

const TOTAL_COLUMNS = 'scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked';

/** The machine's result rows for the day, one per shift (not the SUMMARY row), through /v1/graphql as that user. */
async function shiftRows(api: ApiClient, machine: string, day: string): Promise<Array<ProductionTotals & { shift_key: string }>> {
  const query = `query($day: date!, $name: String!) {
    rows: bigbrain_resentity(where: {shift_date: {_eq: $day}, shift_key: {_neq: "SUMMARY"}, entity: {name: {_eq: $name}}}) { shift_key ${TOTAL_COLUMNS} }
  }`;
  return (await api.graphql<{ rows: Array<ProductionTotals & { shift_key: string }> }>(query, { day, name: machine })).rows;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** Graph mode as it stands, into test-results/screenshots/explorer-graph-<width>.png, with axe; no sideways scroll at 768. */
async function lookAt(page: Page, graph: ExplorerGraphPage, width: 1440 | 768 | 2560): Promise<void> {
  const height = { 1440: 900, 768: 1024, 2560: 1440 }[width];
  if (width === 768) await expectNoHorizontalOverflowAt768(page);
  else await page.setViewportSize({ width, height });
  await expect(graph.headline).toBeVisible();
  await graph.waitForChartsToFit();
  expect(await seriousAxeViolations(page), `axe on Graph mode at ${width} px`).toEqual([]);
  // The value column's header stands over its numbers: right-aligned like them.
  const values = await graph.valueColumnEdges();
  expect.soft(values.align, `the value header's alignment at ${width} px`).toBe('right');
  for (const cell of values.cells) expect.soft(Math.abs(cell - values.header), `value header and value right edges at ${width} px`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `test-results/screenshots/explorer-graph-${width}.png`, fullPage: true });
}

/**
 * The sidebar (opened first below 1024 px): the entity tree's box cuts no row, scrolled to the top
 * or to the end, and Keep Current stands level with the Day field beside it. Into
 * test-results/screenshots/explorer-sidebar-<width>.png, the tree scrolled to its end.
 */
async function lookAtSidebar(page: Page, panel: ExplorerPanelPage, width: 1440 | 768 | 2560): Promise<void> {
  expect.soft(await panel.treeRowsCut(), `entity tree rows cut by its box at ${width} px`).toEqual([]);
  expect.soft(await panel.keepCurrentOffset(), `Keep Current's centre from the Day field's at ${width} px`).toBeLessThanOrEqual(2);
  // The window around the tree (an element screenshot of the panel, taller than the window, laid the page out anew).
  await panel.tree.evaluate((tree) => tree.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `test-results/screenshots/explorer-sidebar-${width}.png` });
}

test("a machine's single day: the headline and the data table equal the database's sums", async ({ page, signedInAs, api, panel, graph, shell }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  await panel.pickEntity(MACHINE);
  await panel.pickDay(DAY);
  await graph.showMetricCharts();
  await graph.waitForData(MACHINE, DAY, 'All shifts');

  const rows = await shiftRows(api, MACHINE, DAY);
  expect(rows.length, 'the demo plant has shifts that day').toBeGreaterThan(1);
  // Roll-ups come from summed seconds and counts (core/oee), never from averaged percentages.
  await expect(graph.headline).toHaveText(percent(oeeMetrics(sumTotals(rows)).efficiency));
  await expect(graph.sideCharts).toBeVisible();
  const expected = Object.fromEntries(rows.map((r) => [r.shift_key, percent(oeeMetrics(r).efficiency)]));
  expect(await graph.tableValues()).toEqual(expected);
  await lookAt(page, graph, 1440);
  await lookAtSidebar(page, panel, 1440);
  await lookAt(page, graph, 2560);
  await lookAtSidebar(page, panel, 2560);
  await lookAt(page, graph, 768);
  await expect(graph.sideCharts, 'side charts hide below 992 px').toBeHidden();

  // Another metric redraws from the same rows: units are whole counts. On the tablet the
  // sidebar is closed, over the main area: opened first.
  await shell.openSidebar();
  await lookAtSidebar(page, panel, 768);
  await panel.pickMetric('Production');
  await expect(graph.view.getByRole('heading', { level: 1 })).toHaveText('Production');
  await expect(graph.headline).toHaveText(sumTotals(rows).units_produced.toLocaleString('en-US'));
});

test('a preset is saved, changed (asterisk), undone by Ctrl+Z and the undo button, and reopened from Open', async ({ page, signedInAs, panel, graph }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const dirty = panel.presetTitle.getByLabel('unsaved changes');
  const dayBox = panel.panel.getByRole('textbox', { name: 'Day' });
  // The worker's server is shared with other files; no other file saves presets of these names.
  const first = 'Press 01 daily check';
  const second = 'Whole plant overview';

  await panel.pickEntity(MACHINE);
  await panel.pickDay(DAY);
  await graph.showMetricCharts();
  await panel.saveAs(first, 'Press 01, one day');
  await expect(dirty).toHaveCount(0);

  // Changed: the asterisk shows; Ctrl+Z takes the change back and the asterisk goes.
  await dayBox.fill(OTHER_DAY);
  await expect(dirty).toBeVisible();
  await graph.waitForData(OTHER_DAY);
  await page.locator('body').click({ position: { x: 5, y: 5 } }); // the shortcut acts outside text fields
  await page.keyboard.press('Control+z');
  await expect(dayBox).toHaveValue(DAY);
  await expect(dirty).toHaveCount(0);

  // The same with the undo button.
  await dayBox.fill(OTHER_DAY);
  await expect(dirty).toBeVisible();
  await panel.undoButton().click();
  await expect(dayBox).toHaveValue(DAY);
  await expect(dirty).toHaveCount(0);

  // Save keeps a change: the asterisk goes without undoing.
  await dayBox.fill(OTHER_DAY);
  await expect(dirty).toBeVisible();
  await panel.button('Save').click();
  const saved = page.getByText(`Preset '${first}' saved.`);
  await expect(saved).toBeVisible();
  await expect(dirty).toHaveCount(0);
  await expect(saved).toBeHidden({ timeout: 10_000 }); // the success toast goes by itself

  // A second preset, then the first reopened from the Open dialog.
  await panel.panel.getByRole('button', { name: 'All: company-wide results' }).click();
  await panel.saveAs(second, 'Every site');
  await panel.button('Open').click();
  const dialog = panel.openDialog();
  await expect(dialog.getByRole('button', { name: `Open ${first}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Open ${second}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/explorer-preset-open-dialog.png', animations: 'disabled' });
  await dialog.getByRole('textbox', { name: 'Search presets' }).fill('press');
  await expect(dialog.getByRole('button', { name: `Open ${second}` })).toBeHidden();
  await dialog.getByRole('button', { name: `Open ${first}` }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.presetTitle).toHaveText(first);
  await expect(dayBox).toHaveValue(OTHER_DAY);
  await graph.waitForData(MACHINE, OTHER_DAY);
});

test("the demo account sees Save, Save As and Delete disabled with 'Disabled for demo'", async ({ page, signedInAs, panel }) => {
  await signedInAs(DEMO_PLANT.demo);
  for (const name of ['Save', 'Save As', 'Delete'] as const) await expect(panel.button(name)).toBeDisabled();
  await panel.button('Save').hover({ force: true });
  await expect(page.getByRole('tooltip').or(page.locator('.p-tooltip'))).toContainText('Disabled for demo');
  await expect(panel.button('Open')).toBeEnabled();
});
