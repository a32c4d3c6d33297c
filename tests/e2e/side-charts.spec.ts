import { mkdirSync } from 'node:fs';
import { CHART_PALETTE, METRIC_STATUS_HEX } from '../../core/metrics';
import { expect, test } from './fixtures';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';

// Document 2 §9 "The palette has 22 named colours" and issue 37: side charts drew every metric in
// one blue from an 8-colour list, and their date labels ran into an unreadable strip at 1300 px.

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('document 2 §9: side charts take the 22-colour named palette, one colour per metric, and their date labels never overlap at 1300 px', async ({ page, signedInAs, panel, graph, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1300, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  await panel.pickEntity('North Plant');
  // A month of dates: the most labels a side chart has to place.
  await new CustomerDashboardsPage(page, server.url).pickRange(pastWorkday(31), pastWorkday(1));
  await expect(graph.view).toHaveAttribute('aria-busy', 'false');
  await expect(graph.sideCharts).toBeVisible();
  await graph.waitForChartsToFit();

  const cards = graph.sideCharts.locator('article');
  expect(await cards.count(), 'several side charts').toBeGreaterThan(1);
  const allowed = new Set([...CHART_PALETTE.map((c) => rgb(c.hex)), ...Object.values(METRIC_STATUS_HEX).map(rgb)]);
  const statusColours = new Set(Object.values(METRIC_STATUS_HEX).map(rgb));
  const fills = await cards.evaluateAll((articles) =>
    articles.map((a) => [...new Set([...a.querySelectorAll('.barlayer .point path')].map((p) => getComputedStyle(p).fill))]),
  );
  for (const f of fills.flat()) expect(allowed, `bar colour ${f} is a palette or status colour`).toContain(f);
  // The charts whose bars carry no status colour each draw in their metric's own palette colour.
  const own = fills.filter((f) => f.length === 1 && !statusColours.has(f[0]!)).map((f) => f[0]!);
  expect(new Set(own).size, `one colour per metric, not one blue for all: ${own.join(' ')}`).toBe(own.length);
  expect(fills.flat().length).toBeGreaterThan(0);

  // Each side chart's x labels stand apart: no label's box runs into the next one's.
  const overlaps = await cards.evaluateAll((articles) =>
    articles.flatMap((a) => {
      const boxes = [...a.querySelectorAll('.xtick text')].map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0).sort((x, y) => x.left - y.left);
      return boxes.slice(1).filter((b, i) => b.left < boxes[i]!.right).map(() => a.getAttribute('aria-label'));
    }),
  );
  expect(overlaps).toEqual([]);
  const labelled = await cards.evaluateAll((articles) => articles.map((a) => a.querySelectorAll('.xtick text').length));
  expect(labelled.every((n) => n >= 2), `every side chart keeps at least two date labels: ${labelled.join(', ')}`).toBe(true);

  mkdirSync('test-results/screenshots', { recursive: true });
  await graph.sideCharts.screenshot({ path: 'test-results/screenshots/side-charts-1300.png' });
});
