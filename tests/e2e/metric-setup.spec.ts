import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { SetupScreenPage } from './pages/setup-screen-page';
import { settingsMetricSetupIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { screenshotsAtWidths } from './support/layout';

// Document 1 §7's bulk update (PUT /v1/{resource}/ with many records) used by a screen: an admin
// ticks several metrics on Metric Setup and gives them the same thresholds in one request.
// A server of its own: the thresholds changed here colour other files' screens.
test.use({ privateServerFor: 'metric-setup' });

const CHANGED = ['AVAILABILITY', 'PERFORMANCE', 'QUALITY'] as const;
const isBulkPut = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/metric_setup/';

test("document 1 §7 bulk update: thresholds set for three ticked metrics go out as one PUT /v1/metric_setup/, and the table shows them, also after a reload", async ({ page, server, signedInAs }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const setup = new SetupScreenPage(page, server.url, settingsMetricSetupIds.page);
  await setup.openFromMenu('Metric Setup');
  await expect(setup.screen.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const efficiencyCells = () => setup.row('EFFICIENCY').getByRole('cell').allInnerTexts();
  const efficiencyBefore = await efficiencyCells();
  expect(efficiencyBefore.slice(3, 7), 'the demo plant\'s Efficiency').toEqual(['BELOW', '70', '90', '95']);

  const bar = page.getByTestId(settingsMetricSetupIds.bulkBar);
  const apply = bar.getByRole('button', { name: /^Set thresholds of selected/ });
  await expect(apply).toBeDisabled();
  for (const key of CHANGED) await setup.row(key).getByRole('checkbox').check();
  await expect(bar).toContainText('3 selected');
  await apply.click();
  const dialog = setup.dialog('Thresholds of 3 metrics');
  await setup.fill(dialog, { 'Danger state': 'BELOW', 'Danger minimum': '55', 'Caution minimum': '65', 'Standard minimum': '85' });
  expect(await seriousAxeViolations(page), 'axe with the dialog open').toEqual([]);
  await screenshotsAtWidths(page, 'metric-setup-bulk-dialog', () => expect(dialog).toBeVisible());

  const puts: Request[] = [];
  page.on('request', (r) => void (isBulkPut(r) && puts.push(r)));
  const sent = page.waitForRequest(isBulkPut);
  await setup.save(dialog);
  const put = await sent;
  expect((await put.response())?.status(), 'the server stores the bulk update').toBe(200);
  const body = put.postDataJSON() as Array<Record<string, unknown>>;
  expect(body, 'one record per ticked metric, each its id and the four thresholds').toHaveLength(3);
  for (const record of body) expect(record).toEqual({ id: expect.any(Number), danger_state: 'BELOW', danger_min: 55, caution_min: 65, standard_min: 85 });
  await expect(setup.toast('Record updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(puts, 'one request for the three metrics').toHaveLength(1);

  const shown = async () => {
    await expect(setup.screen.locator('.p-datatable-loading-overlay')).toHaveCount(0);
    for (const key of CHANGED) {
      const cells = setup.row(key).getByRole('cell');
      await expect(cells.nth(3)).toHaveText('BELOW');
      await expect(cells.nth(4)).toHaveText('55');
      await expect(cells.nth(5)).toHaveText('65');
      await expect(cells.nth(6)).toHaveText('85');
    }
    // An unticked metric keeps its own thresholds.
    expect(await efficiencyCells()).toEqual(efficiencyBefore);
  };
  await shown();
  await expect(bar).toContainText('Tick metrics');
  await page.reload();
  await expect(setup.screen).toBeVisible();
  await shown();
  // The thirteen rows with their thresholds, as a desk, a tablet and a wall display show them; each
  // tick box level with its row's text (they sat a few px above it, on the text's baseline).
  const offsets: number[] = [];
  await screenshotsAtWidths(page, 'metric-setup', async () => {
    await expect(setup.screen.locator('.p-datatable-loading-overlay')).toHaveCount(0);
    for (const key of ['EFFICIENCY', 'SCRAP_LOSS']) offsets.push(Math.abs(await setup.tickBoxOffset(key)));
  });
  expect(Math.max(...offsets), `tick boxes from their row's text at 1440, 768 and 2560 px: ${offsets.join(', ')}`).toBeLessThanOrEqual(1);
});
