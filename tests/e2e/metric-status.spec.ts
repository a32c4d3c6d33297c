import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { METRIC_STATUS_HEX, metricStatus, type MetricStatus } from '../../core/metrics';
import { ExplorerGraphPage } from './pages/explorer-graph-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import { ShellPage } from './pages/shell-page';
import { explorerIds, machineIds, mapViewerIds } from './selectors';
import { ALL_GREEN, ALL_RED, DEMO_EFFICIENCY, setEfficiencyThresholds } from './support/metric-setup';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';
import { mkdirSync } from 'node:fs';

// Issue 33 point 2, colour from one rule: an admin's Metric Setup thresholds, not fixed bands, give
// the machine dashboard's doughnut, the graph's bars and table cells, and the map's card their
// status (README, Decisions: "Status colours"). The demo plant's Efficiency is 70 / 90 / 95.
test.describe.configure({ mode: 'serial' });

const MACHINE = 'Press 01';
const DAY = pastWorkday(3);
/** The machine dashboard of the machine's day; its Efficiency doughnut's value (percent) and status. */
async function efficiencyDoughnut(page: Page): Promise<{ value: number; status: string; word: string; view: Locator }> {
  // Back from System Setup: the explorer's sidebar, then Graph mode's main area.
  await new ShellPage(page, '').openTab('explorer');
  await page.getByTestId(explorerIds.mode('GRAPH')).click();
  const panel = new ExplorerPanelPage(page);
  await panel.pickEntity(MACHINE);
  await panel.pickDay(DAY);
  const view = page.getByTestId(machineIds.view);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const ratio = view.getByTestId(machineIds.ratio('EFFICIENCY'));
  await expect(ratio).toHaveText(/%$/);
  return {
    value: Number((await ratio.innerText()).replace(/[^\d.]/g, '')),
    status: (await ratio.getAttribute('data-status')) ?? '',
    word: (await view.getByTestId(machineIds.ratioStatus('EFFICIENCY')).innerText()).trim(),
    view,
  };
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('issue 33 point 2: an admin changes Efficiency in Metric Setup and the doughnut, the graph bars and table, and the map card change status with it', async ({ page, signedInAs, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const before = await efficiencyDoughnut(page);
  const expectedBefore = metricStatus('EFFICIENCY', before.value, DEMO_EFFICIENCY);
  expect(before.status, `${before.value} % against the demo's 70 / 90`).toBe(expectedBefore.status);
  // Whichever the day's efficiency is, the new thresholds turn it the other way.
  const changed = expectedBefore.status === 'red' ? ALL_GREEN : ALL_RED;
  const after = metricStatus('EFFICIENCY', before.value, changed);
  expect(after.status).not.toBe(before.status);

  await setEfficiencyThresholds(page, server.url, changed);
  try {
    // Machine dashboard: the doughnut's status and its word.
    const doughnut = await efficiencyDoughnut(page);
    expect(doughnut.value).toBe(before.value);
    expect(doughnut.status).toBe(after.status);
    expect(doughnut.word).toContain(after.text.split(';')[0]!);

    // Graph: every bar of the main chart and every cell of its table by the new thresholds; the target line at the new standard.
    const graph = new ExplorerGraphPage(page);
    await graph.showMetricCharts();
    await graph.waitForData(MACHINE, DAY);
    const values = await graph.tableValues();
    const cells = graph.table.locator('tbody tr td:last-child [data-status]');
    const expected = Object.values(values).map((v) => metricStatus('EFFICIENCY', Number(v.replace(/[^\d.]/g, '')), changed).status);
    expect(expected.length, 'the day has shifts').toBeGreaterThan(0);
    await expect.poll(() => cells.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(expected);
    const main = graph.view.locator('.graph-main figure.graph-chart');
    await expect(main).toHaveAttribute('data-target', String(changed.standard_min));
    await expect(main.locator('.shapelayer path')).not.toHaveCount(0);
    const fills = () => main.locator('.trace.bars .point path').evaluateAll((paths) => paths.map((p) => (p as SVGPathElement).style.fill));
    await expect.poll(fills).toEqual(expected.map((s: MetricStatus) => rgb(METRIC_STATUS_HEX[s])));
    await expect(main).toHaveAttribute('aria-label', new RegExp(after.text.split(';')[0]!));

    mkdirSync('test-results/screenshots', { recursive: true });
    for (const [w, h] of [[1440, 900], [768, 1024]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await graph.waitForChartsToFit();
      await page.screenshot({ path: `test-results/screenshots/metric-status-graph-${w}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Map: the machine's tile shows the day's efficiency (the explorer's metric) in the new status, in colour and in words.
    await page.getByTestId(explorerIds.mode('MAP')).click();
    const map = page.getByTestId(mapViewerIds.view);
    await map.getByRole('button', { name: /^Stamping.*drill in$/ }).click();
    await expect(map).toHaveAttribute('aria-busy', 'false');
    const tile = map.locator('.map-node', { has: page.getByText(MACHINE, { exact: true }) });
    await expect(tile.locator('.zone-value')).toContainText(`${before.value.toFixed(2)} %`);
    await expect(tile).toHaveClass(new RegExp(`status-${after.status}`));
    await expect(tile.locator('.zone-word')).toHaveText(after.text.split(';')[0]!);
  } finally {
    await setEfficiencyThresholds(page, server.url, DEMO_EFFICIENCY);
  }
});
