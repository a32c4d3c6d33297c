import { metricStatus } from '../../core/metrics';
import { expect, test } from './fixtures';
import { MapViewerPage } from './pages/map-viewer-page';
import { DEMO_PLANT } from './support/demo-accounts';
import { areaFigure, companyThresholds, openPlantLevel, WORDS, zonesOnScreen } from './support/floor-map-zones';
import { ALL_GREEN, ALL_RED, setEfficiencyThresholds } from './support/metric-setup';

// Issue 35 point 2: the floor map follows the admin's Metric Setup. On a server of its own, so the
// changed thresholds need no restoring trip and no other test sees them.
test.use({ privateServerFor: 'floor-map-thresholds' });

test('issue 35 point 2: a threshold change on Metric Setup recolours a zone at the next refresh', async ({ page, signedInAs, server, api }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  let view = await openPlantLevel(page);
  const stamping = () => view.locator('.map-node', { has: page.locator('.zone-name', { hasText: /^Stamping$/ }) });
  const before = (await zonesOnScreen(view)).find((z) => z.name === 'Stamping')!;
  const db = await areaFigure(api, 'Stamping', await companyThresholds(api));
  const changed = db.status === 'red' ? ALL_GREEN : ALL_RED;
  const after = metricStatus('EFFICIENCY', Number(before.value.replace(/[^\d.]/g, '')), changed).status;
  expect(after, 'the new thresholds give the zone another status').not.toBe(before.status);
  await setEfficiencyThresholds(page, server.url, changed);
  // Back to the explorer from System Setup as a user does: '/' brings the Data Explorer back as it
  // was left, in Map mode on the day (whose timeframe has no Single Day choice to pick again).
  await page.goto(`${server.url}/`);
  view = new MapViewerPage(page).view;
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('North Plant Floor');
  await expect(view).toHaveAttribute('aria-busy', 'false');
  await expect(stamping()).toHaveClass(new RegExp(`status-${after}`));
  await expect(stamping().locator('.zone-word')).toHaveText(WORDS[after]);
  await expect(stamping().locator('.zone-value')).toContainText(before.value);
});
