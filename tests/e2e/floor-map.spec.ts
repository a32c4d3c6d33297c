import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import { metricStatus, thresholdsByMetric, type MetricSetupRecord, type MetricThresholds } from '../../core/metrics';
import { formatMetric, metricValue, type ProductionTotals } from '../../core/oee';
import { MapViewerPage } from './pages/map-viewer-page';
import { explorerIds, mapViewerIds, shareIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';
import { ALL_GREEN, ALL_RED, DEMO_EFFICIENCY, setEfficiencyThresholds } from './support/metric-setup';
import { mkdirSync } from 'node:fs';

// Issue 35 point 2, a floor map for the wall: on "North Plant Floor" at plant level every zone shows
// the explorer's metric (Efficiency) for its area, equal to the database's result row, with its
// status colour and word by the company's Metric Setup; the zone itself drills, by mouse and by
// keyboard; a threshold change recolours it; the 3D view shows the same figures.
test.describe.configure({ mode: 'serial' });

const DAY = pastWorkday(3);
const WORDS = { red: 'Danger', yellow: 'Caution', green: 'Good', none: '' } as const;

interface ZoneOnScreen {
  name: string;
  value: string;
  word: string;
  status: string;
}

/** The database's Efficiency of an area on the day (its SUMMARY result row), formatted as the screen writes it, and its status. */
async function areaFigure(api: ApiClient, area: string, thresholds: MetricThresholds): Promise<{ value: string; status: string }> {
  const { rows } = await api.graphql<{ rows: Array<Record<string, unknown>> }>(
    `query($n: String!, $d: date!) { rows: bigbrain_resentity(where: {entity: {name: {_eq: $n}}, shift_key: {_eq: "SUMMARY"}, shift_date: {_eq: $d}}) {
      scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked } }`,
    { n: area, d: DAY },
  );
  expect(rows, `one result row of ${area} on ${DAY}`).toHaveLength(1);
  const totals = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) as unknown as ProductionTotals;
  const value = metricValue(totals, 'EFFICIENCY');
  return { value: formatMetric(value, 'EFFICIENCY'), status: metricStatus('EFFICIENCY', value, thresholds.EFFICIENCY).status };
}

async function companyThresholds(api: ApiClient): Promise<MetricThresholds> {
  const res = await api.get('/v1/metric_setup/');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: MetricSetupRecord[] } | MetricSetupRecord[];
  return thresholdsByMetric(Array.isArray(body) ? body : body.results);
}

/** Map mode on the day, on North Plant Floor at its plant level, every figure in. */
const openPlantLevel = (page: Page): Promise<Locator> => new MapViewerPage(page).openTopLevel(DAY, 'North Plant Floor');

/** The plant level's zones (nodes that drill and stand for machines) as the 2D map writes them. */
function zonesOnScreen(view: Locator): Promise<ZoneOnScreen[]> {
  return view.locator('.map-node:not(.machine):has(.zone-headline)').evaluateAll((nodes) =>
    nodes.map((n) => ({
      name: n.querySelector('.zone-name')?.textContent ?? '',
      // The metric's name before the value is for screen readers; the value is what the wall shows.
      value: (n.querySelector('.zone-value')?.textContent ?? '').replace(/^Efficiency /, ''),
      word: n.querySelector('.zone-word')?.textContent ?? '',
      status: /status-(\w+)/.exec(n.className)?.[1] ?? (n.classList.contains('no-results') ? 'no-results' : ''),
    })),
  );
}

test('issue 35 point 2: at plant level every zone shows its area\'s Efficiency as the database has it, its status colour and word; the zone drills by click and by Enter; axe passes', async ({ page, signedInAs, api }) => {
  // axe over the whole page takes a minute on the shared 2-core machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const view = await openPlantLevel(page);
  const thresholds = await companyThresholds(api);
  await expect(view.locator('.map-subtitle')).toContainText('Efficiency');
  // The updated time is in the Profile's zone (US/Eastern for the demo), with the zone's name.
  await expect(view.getByTestId(mapViewerIds.updated)).toHaveText(/^updated \d\d:\d\d E[SD]T$/);

  const zones = await zonesOnScreen(view);
  expect(zones.map((z) => z.name), 'the North Plant\'s areas').toEqual(expect.arrayContaining(['Stamping']));
  for (const zone of zones) {
    const db = await areaFigure(api, zone.name, thresholds);
    expect(zone, `${zone.name} equals its area's result row`).toEqual({ name: zone.name, value: db.value, status: db.status, word: WORDS[db.status as keyof typeof WORDS] });
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The zone itself is the drill target: a click opens its level, the trail goes back.
  const trail = view.getByTestId(mapViewerIds.trail);
  await view.getByRole('button', { name: /^Stamping.*drill in$/ }).click();
  await expect(trail.getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  // Each machine tile has the same kind of figure: a value and its status word.
  const machines = view.locator('.map-node.machine');
  await expect(machines.first().locator('.zone-value')).toHaveText(/%$/);
  await expect(machines.first().locator('.zone-word')).toHaveText(/^(Danger|Caution|Good)$/);
  await trail.getByRole('button', { name: 'ROOT' }).click();
  await expect(trail.getByRole('button')).toHaveText(['ROOT']);

  // Keyboard: Tab reaches the zone, Enter drills.
  const zone = view.getByRole('button', { name: /^Stamping.*drill in$/ });
  await zone.focus();
  await expect(zone).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trail.getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await trail.getByRole('button', { name: 'ROOT' }).click();

  mkdirSync('test-results/screenshots', { recursive: true });
  for (const [w, h] of [[768, 1024], [1440, 900], [2560, 1440]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    const value = view.locator('.map-node:not(.machine) .zone-value').first();
    await expect(value).toBeVisible();
    // Read across a room at the wall's width: the figure is drawn large, and never below the floor.
    const px = await value.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(px, `the zone figure's type at ${w} px`).toBeGreaterThanOrEqual(w >= 2560 ? 60 : 20);
    await page.screenshot({ path: `test-results/screenshots/floor-map-plant-${w}.png` });
  }
});

test('issue 35 point 2: a threshold change on Metric Setup recolours a zone at the next refresh', async ({ page, signedInAs, server, api }) => {
  // Two map loads and two trips through Metric Setup: at load 30 the recoloured zone was on screen
  // and the 240 s budget ran out in the restoring trip (stop 45), so this is budgeted like axe runs.
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  let view = await openPlantLevel(page);
  const stamping = () => view.locator('.map-node', { has: page.locator('.zone-name', { hasText: /^Stamping$/ }) });
  const before = (await zonesOnScreen(view)).find((z) => z.name === 'Stamping')!;
  const db = await areaFigure(api, 'Stamping', await companyThresholds(api));
  const changed = db.status === 'red' ? ALL_GREEN : ALL_RED;
  const after = metricStatus('EFFICIENCY', Number(before.value.replace(/[^\d.]/g, '')), changed).status;
  await setEfficiencyThresholds(page, server.url, changed);
  try {
    // Back to the explorer from System Setup as a user does: the Data Explorer's view at '/'.
    await page.goto(`${server.url}/`);
    view = await openPlantLevel(page);
    await expect(stamping()).toHaveClass(new RegExp(`status-${after}`));
    await expect(stamping().locator('.zone-word')).toHaveText(WORDS[after]);
    await expect(stamping().locator('.zone-value')).toContainText(before.value);
  } finally {
    await setEfficiencyThresholds(page, server.url, DEMO_EFFICIENCY);
  }
});

test('a shared map link opens at the level it was shared at, not the top level', async ({ page, signedInAs, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const map = new MapViewerPage(page);
  await map.openTopLevel(DAY, 'North Plant Floor');
  await map.drillInto('Stamping');
  const pressesAtLevel = await map.view.locator('.map-node.machine .zone-name').allTextContents();
  expect(pressesAtLevel.length, 'Stamping\'s level shows its presses').toBeGreaterThan(0);
  await map.view.getByTestId(shareIds.button).click();
  const link = await page.getByTestId(shareIds.link).inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/\\?navstate=[0-9a-f-]{36}$`));
  await page.keyboard.press('Escape');
  // Back at the top level here, then the link: it opens Stamping's level again, with its presses.
  const trail = map.view.getByTestId(mapViewerIds.trail);
  await trail.getByRole('button', { name: 'ROOT' }).click();
  await expect(trail.getByRole('button')).toHaveText(['ROOT']);
  await page.goto(link);
  const opened = page.getByTestId(mapViewerIds.view);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('North Plant Floor');
  await expect(opened.getByTestId(mapViewerIds.trail).getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await expect(opened.locator('.map-node.machine .zone-name')).toHaveText(pressesAtLevel);
});

test('issue 35 point 2: the 3D view shows the same figures, in its labels and in the list of zones that drills by keyboard', async ({ page, signedInAs }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  const view = await openPlantLevel(page);
  const flat = await zonesOnScreen(view);
  await page.getByTestId(explorerIds.mapView).getByRole('button', { name: '3D' }).click();
  await expect(view.getByRole('img', { name: /^3D view of the map/ }).locator('canvas')).toHaveCount(1);
  const list = view.getByTestId(mapViewerIds.list);
  for (const zone of flat) {
    const item = list.getByRole('button', { name: new RegExp(`^${zone.name}`) });
    await expect(item.locator('.map-level-value')).toContainText(zone.value);
    if (zone.word) await expect(item.locator('.map-level-word')).toHaveText(zone.word);
    // The scene's label of the zone says the same figure.
    await expect(view.locator('.scene-label', { has: page.locator('.scene-label-name', { hasText: new RegExp(`^${zone.name}$`) }) }).locator('.scene-label-value').first()).toContainText(zone.value);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: 'test-results/screenshots/floor-map-3d-1440.png' });
  const zone = list.getByRole('button', { name: /^Stamping/ });
  await zone.focus();
  await page.keyboard.press('Enter');
  await expect(view.getByTestId(mapViewerIds.trail).getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  await page.getByTestId(explorerIds.mapView).getByRole('button', { name: '2D' }).click();
});
