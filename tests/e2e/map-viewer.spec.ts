import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import { oeeMetrics, type ProductionTotals } from '../../core/oee';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { MapViewerPage } from './pages/map-viewer-page';
import { explorerIds, machineIds, mapViewerIds, shellIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';
import { expectNoHorizontalOverflowAt768, LOOKED_AT_WIDTHS } from './support/layout';
import { seriousAxeViolations } from './support/axe';
import { expectSettledLabels } from './support/scene-labels';
import { mkdirSync } from 'node:fs';
import { NAV_STATE_STORAGE_KEY, NAV_STATE_VERSION } from '../../core/navigation/nav-persistence';

// Issue 11: the map viewer (Map mode, document 2 §2) against the real server and the demo plant's
// maps: the level trail, drilling into a zone and back, a machine's card equal to the database and
// to the machine dashboard, the map picker and the 3D view.
test.describe.configure({ mode: 'serial' });

const MACHINE = 'Press 01';
const DAY = pastWorkday(3);

async function summaryRow(api: ApiClient): Promise<ProductionTotals> {
  const body = {
    data: await api.graphql<{ rows: Array<Record<string, unknown>> }>(
      `query($n: String!, $d: date!) { rows: bigbrain_resentity(where: {entity: {name: {_eq: $n}}, shift_key: {_eq: "SUMMARY"}, shift_date: {_eq: $d}}) {
        scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked } }`,
      { n: MACHINE, d: DAY },
    ),
  };
  expect(body.data.rows).toHaveLength(1);
  return Object.fromEntries(Object.entries(body.data.rows[0]!).map(([k, v]) => [k, Number(v)])) as unknown as ProductionTotals;
}

test('document 2 §2: Map mode shows the default map; a zone drills in and the trail drills back; a machine card equals the database and the machine dashboard', async ({ page, signedInAs, api, panel, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  // The day is chosen in Graph mode (Map mode shows the timeframe without the day/range switch).
  await panel.pickDay(DAY);
  await page.getByTestId(explorerIds.mode('MAP')).click();
  const view = page.getByTestId(mapViewerIds.view);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('North Plant Floor');
  await expect(view.locator('.map-subtitle')).toContainText(DAY);
  const trail = view.getByTestId(mapViewerIds.trail);
  await expect(trail.getByRole('button')).toHaveText(['ROOT']);

  // Drill into the zone that holds the press, then read its card.
  await view.getByRole('button', { name: /^Stamping.*drill in$/ }).click();
  await expect(trail.getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const card = view.getByRole('button', { name: new RegExp(`^${MACHINE}(?!\\d)`) });
  const expected = `${(oeeMetrics(await summaryRow(api)).efficiency * 100).toFixed(2)} %`;
  // The tile's figure is the explorer's metric (Efficiency), its card lines the other visible metrics.
  await expect(card.locator('.zone-value')).toContainText(expected);
  await card.click();
  await expect(view.getByTestId(mapViewerIds.details).getByRole('heading', { name: MACHINE })).toBeVisible();

  const ui = new CustomerDashboardsPage(page, server.url);
  await ui.expectAccessible();
  await ui.screenshots('map-viewer', async () => {
    await expect(card).toBeVisible();
  });
  await expectNoHorizontalOverflowAt768(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back through the trail; the keyboard reaches the zone, Enter drills.
  await trail.getByRole('button', { name: 'ROOT' }).click();
  await expect(trail.getByRole('button')).toHaveText(['ROOT']);
  const drill = view.getByRole('button', { name: /^Stamping.*drill in$/ });
  await drill.focus();
  await page.keyboard.press('Enter');
  await expect(trail.getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);

  // Numbers agree: Graph mode's machine dashboard shows the same efficiency for the machine and day.
  await page.getByTestId(explorerIds.mode('GRAPH')).click();
  await panel.pickEntity(MACHINE);
  await expect(page.getByTestId(machineIds.ratio('EFFICIENCY'))).toHaveText(expected);
});

/** Map mode on the day, the North Plant Floor map (whichever map the last test left picked), drilled into Stamping. */
async function openStampingLevel(page: Page): Promise<Locator> {
  const map = new MapViewerPage(page);
  await map.openTopLevel(DAY, 'North Plant Floor');
  await map.drillInto('Stamping');
  return map.view;
}

/**
 * The 2D map's drawn area (the world) against the room it is given: its panel's content width, and
 * the height the viewport leaves below the map's top; and how far it is from centred in its panel.
 */
function mapFill(view: Locator) {
  return view.getByTestId(mapViewerIds.world).evaluate((world) => {
    const panel = world.parentElement!;
    const s = getComputedStyle(panel);
    const box = world.getBoundingClientRect();
    const inner = panel.getBoundingClientRect();
    const left = inner.left + panel.clientLeft + parseFloat(s.paddingLeft);
    const right = inner.left + panel.clientLeft + panel.clientWidth - parseFloat(s.paddingRight);
    const panelWidth = right - left;
    const allowedHeight = window.innerHeight - (box.top + window.scrollY);
    return {
      width: box.width,
      height: box.height,
      panelWidth,
      allowedHeight,
      fill: Math.max(box.width / panelWidth, box.height / allowedHeight),
      offCentre: Math.abs(box.left - left - (right - box.right)),
    };
  });
}

/** Text on the map's nodes that does not fit its box: cut with an ellipsis, wider than its line, or lines below the card. */
function cutNodeText(view: Locator) {
  return view.locator('.map-node').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const name = node.querySelector('.map-node-label')?.textContent ?? node.getAttribute('data-testid');
      const cut = [...node.querySelectorAll<HTMLElement>('.map-node-label, .map-metric, .map-metric-label, .map-metric-value, .map-node-card')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || /…|\.\.\./.test(el.textContent ?? ''))
        .map((el) => `${name}: '${el.textContent}' (${el.className}) needs ${el.scrollWidth} px, has ${el.clientWidth} px`);
      const card = node.querySelector<HTMLElement>('.map-node-card');
      if (card && card.scrollHeight > card.clientHeight + 1) cut.push(`${name}: its lines need ${card.scrollHeight} px of height, the card has ${card.clientHeight} px`);
      return cut;
    }),
  );
}

test('the 2D map fits the main area at 1440 and 2560 px, its node labels and values are whole, and it widens when the sidebar collapses', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const view = await openStampingLevel(page);
  await expect(view.getByTestId(mapViewerIds.trail).getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const card = view.getByRole('button', { name: new RegExp(`^${MACHINE}(?!\\d)`) });
  await expect(card.locator('.zone-value')).toBeVisible();
  await expect(card.locator('.map-metric')).toHaveCount(3);
  await card.click();
  const details = view.getByTestId(mapViewerIds.details);
  await expect(details.getByRole('heading', { name: MACHINE })).toBeVisible();

  for (const [w, h] of [[1440, 900], [2560, 1440]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The map scales to its panel's width or the height left below it, whichever binds; it never overflows either.
    await expect.poll(async () => (await mapFill(view)).fill, { message: `the map fills its panel's width or its height at ${w} px` }).toBeGreaterThanOrEqual(0.9);
    const fit = await mapFill(view);
    expect(fit.width, `the map is no wider than its panel at ${w} px`).toBeLessThanOrEqual(fit.panelWidth + 1);
    expect(fit.height, `the map is no taller than the viewport leaves at ${w} px`).toBeLessThanOrEqual(fit.allowedHeight);
    expect(fit.offCentre, `the map is centred in its panel at ${w} px`).toBeLessThanOrEqual(2);
    expect(await cutNodeText(view), `no node label or value is cut at ${w} px`).toEqual([]);
    // The selected node's details stay beside the map.
    const [world, side] = [await view.getByTestId(mapViewerIds.world).boundingBox(), await details.boundingBox()];
    expect(side!.x, `the details card is right of the map at ${w} px`).toBeGreaterThan(world!.x + world!.width);
  }

  // The sidebar collapses at 1440 px: the panel widens and the map with it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await mapFill(view)).fill).toBeGreaterThanOrEqual(0.9);
  const docked = await mapFill(view);
  const toggle = page.getByTestId(shellIds.sidebarToggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await mapFill(view)).panelWidth, { message: 'the panel widens with the sidebar collapsed' }).toBeGreaterThan(docked.panelWidth + 200);
  const grown = (await mapFill(view)).panelWidth - docked.panelWidth;
  await expect.poll(async () => (await mapFill(view)).width, { message: 'the map widens with its panel' }).toBeGreaterThanOrEqual(docked.width + 0.9 * grown);
  expect((await mapFill(view)).fill, 'the collapsed layout is filled too').toBeGreaterThanOrEqual(0.9);
  expect(await cutNodeText(view), 'no node label or value is cut with the sidebar collapsed').toEqual([]);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the map picker and the 2D/3D toggle in the sidebar (document 1 §2) choose the map and the view; document 1 §9: the map store is kept over a reload in session storage, stamped', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  await page.getByTestId(explorerIds.mode('MAP')).click();
  const view = page.getByTestId(mapViewerIds.view);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('North Plant Floor');
  await page.getByTestId(explorerIds.mapPicker).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'South Plant Floor' }).click();
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('South Plant Floor');

  await page.getByTestId(explorerIds.mapView).getByRole('button', { name: '3D' }).click();
  const scene = view.getByRole('img', { name: /^3D view of the map/ });
  await expect(scene).toBeVisible();
  await expect(scene.locator('canvas')).toHaveCount(1);
  // The scene has drawn once its node labels are placed (they are projected from the rendered camera).
  await expect(view.getByRole('list', { name: 'Node labels' }).locator('li[data-label-state]').first()).toBeAttached();
  await page.screenshot({ path: 'test-results/screenshots/map-viewer-3d.png' });

  // Document 1 §9: the map store (the map, its view and level, held in the navigation store) is kept in
  // session storage with the build's stamp, so a reload shows the same map in the same view.
  const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, NAV_STATE_STORAGE_KEY);
  expect(stored).toMatchObject({ version: NAV_STATE_VERSION, state: { explorerMode: 'MAP', mapState: { activeMapName: 'South Plant Floor', view3D: true } } });
  await page.reload();
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('South Plant Floor');
  await expect(view.getByRole('img', { name: /^3D view of the map/ }).locator('canvas')).toHaveCount(1);
  await page.getByTestId(explorerIds.mapView).getByRole('button', { name: '2D' }).click();
  await expect(view.getByTestId(mapViewerIds.world)).toBeVisible();
});

test('document 2 §3/§9: the 3D view labels every node of the level as a dot, standard or arrow label; the worst zone keeps full labels; cards never overlap at 1440, 768 and 2560 px', async ({ page, signedInAs }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const view = await openStampingLevel(page);
  await expect(view).toHaveAttribute('aria-busy', 'false');

  // Efficiency as a gauge, so the machines have zones (red below 70 %, yellow below 90 %).
  await page.getByRole('region', { name: 'Visible Metrics' }).getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Metric Management' });
  await dialog.getByRole('radiogroup', { name: /^Efficiency display mode/ }).getByText('Gauge', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view.locator('.map-node[class*="status-"]').first()).toBeVisible();
  const nodeIds = await view.locator('.map-node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.replace('map-node-', '')));
  expect(nodeIds.length).toBeGreaterThan(1);

  await page.getByTestId(explorerIds.mapView).getByRole('button', { name: '3D' }).click();
  const scene = view.getByRole('img', { name: /^3D view of the map/ });
  await expect(scene.locator('canvas')).toHaveCount(1);
  const labels = await expectSettledLabels(view, nodeIds.length);
  expect(labels.map((l) => l.id).sort()).toEqual([...nodeIds].sort());
  expect(labels.some((l) => l.state === 'standard')).toBe(true);
  // The worst zone on the level is placed first, so with this much room it is never all dots.
  const worst = ['red', 'yellow', 'green'].find((z) => labels.some((l) => l.zone === z));
  expect(worst, 'some machine has a zone').toBeDefined();
  expect(labels.filter((l) => l.zone === worst).some((l) => l.state !== 'dot'), `a ${worst} machine keeps its card`).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  mkdirSync('test-results/screenshots', { recursive: true });
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    expect((await scene.boundingBox())!.height, `the 3D view has room at ${w} px`).toBeGreaterThan(300);
    const at = await expectSettledLabels(view, nodeIds.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(w - 1, h - 1);
    // A dot is named with its whole label and shows its card on focus.
    const dot = view.locator('.scene-label-dot').first();
    if (at.some((l) => l.state === 'dot')) {
      await expect(dot).toHaveAttribute('aria-label', /^.+: Efficiency .+ \((Danger|Caution|Good)\)/);
      await dot.focus();
      await expect(dot.locator('+ .scene-label-card')).toBeVisible();
      await dot.blur();
    }
    await page.screenshot({ path: `test-results/screenshots/map-viewer-3d-${w}.png` });
  }
  expect(errors).toEqual([]);
});
