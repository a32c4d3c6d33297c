import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { ExplorerGraphPage } from './pages/explorer-graph-page';
import { ExplorerPanelPage } from './pages/explorer-panel-page';
import type { ShellPage } from './pages/shell-page';
import { coatingIds, explorerIds, graphIds, machineIds, mapViewerIds, mrpIds, paintlineIds } from './selectors';
import { rankingIds } from '../../plugins/explorer-ranking/test-ids';
import { DEMO_CUSTOMERS, DEMO_PLANT } from './support/demo-accounts';
import { pastWeek } from './support/demo-days';
import { settledFaults } from './support/layout';
import { scrollToEveryChart } from './support/unseen-charts';
import { chartFaults, pageFaults } from './support/width-faults';

// Issue 35 point 4: every screen a plant and each customer uses at a 768 px tablet, a 1440 px laptop
// and a 2560 px wall display: each chart at least 300 px wide or stacked one per row, titles and
// legends whole and clear of the tick labels, and no page that scrolls sideways. One signed-in page
// per account; each screen is opened once and resized through the three widths.
const WIDTHS = [
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
  { width: 2560, height: 1440 },
] as const;
const SHOTS = 'test-results/screenshots';

interface Screen {
  name: string;
  /** Opens the screen and returns what says it is loaded at the current width. */
  open: () => Promise<() => Promise<void>>;
}

/** Loaded when the element's aria-busy is false. */
const notBusy = (view: Locator) => () => expect(view).toHaveAttribute('aria-busy', 'false');
/** Loaded when the element shows (screens without a busy state). */
const shown = (view: Locator) => () => expect(view).toBeVisible();

/** Opens each screen, measures it at the three widths (one screenshot each) and returns every fault, named. */
async function measureScreens(page: Page, screens: readonly Screen[]): Promise<string[]> {
  mkdirSync(SHOTS, { recursive: true });
  const found: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize(WIDTHS[1]);
    const loaded = await screen.open();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await loaded();
      // Charts below the fold too: each is drawn once scrolled to.
      await scrollToEveryChart(page);
      // Plotly and the canvases follow a resize a frame or two later: read until the faults settle.
      const faults = await settledFaults(async () => [...(await chartFaults(page)), ...(await pageFaults(page))]);
      found.push(...faults.map((f) => `${screen.name} at ${size.width} px: ${f}`));
      await page.screenshot({ path: `${SHOTS}/widths-${screen.name.replace(/\W+/g, '-')}-${size.width}.png` });
    }
  }
  return found;
}

/**
 * A route of the shell, loaded by `ready` on the element with the test id. Reached in the open app
 * (shell.goInApp), as its menus do: a page load per screen booted the whole app again each time.
 */
function route(shell: ShellPage, page: Page, name: string, path: string, testId: string, ready: (view: Locator) => () => Promise<void> = notBusy): Screen {
  return {
    name,
    open: async () => {
      await shell.goInApp(path);
      return ready(page.getByTestId(testId));
    },
  };
}

/** A setup screen (the kit's setup page or the admin-data page): loaded when its table shows rows and nothing is busy. */
function setupScreen(shell: ShellPage, page: Page, path: string): Screen {
  return {
    name: `setup ${path}`,
    open: async () => {
      await shell.goInApp(path);
      const screen = page.locator('section.setup-page, section.rec-page');
      const loaded = async () => {
        // The header row and at least one more: data, or the table's empty message.
        await expect(screen.getByRole('row').nth(1)).toBeVisible();
        await expect(screen.locator('.p-datatable-loading-overlay, [aria-busy="true"]')).toHaveCount(0);
      };
      await loaded();
      return loaded;
    },
  };
}

// Each account's screens in one test, one signed-in page resized through the widths; on a loaded
// 2-core machine a 2,560 px screenshot of a page of charts takes seconds.
test.describe.configure({ timeout: 600_000 });

test('issue 35 point 4: the plant manager\'s screens at 768, 1440 and 2560 px: charts 300 px wide or stacked, titles and legends whole, no sideways page', async ({ page, shell, signedInAs, api }) => {
  await signedInAs(DEMO_PLANT.manager);
  // Data Sources' row (status, error in words, actions) is what a tablet has to fit: the demo plant has
  // none, so one that cannot connect is added for the test and removed after it.
  const source = await api.post('/v1/data_sources/', {
    name: 'Press hall gateway', kind: 'mqtt', url: 'mqtt://127.0.0.1:9', settings: { topics: ['ia/#'], format: 'umh-classic' },
  });
  expect(source.status()).toBe(201);
  const sourceId = ((await source.json()) as { id: string }).id;
  try {
    const explorerMode = (name: string, mode: string, viewTestId: string): Screen => ({
      name,
      open: async () => {
        await shell.open('/');
        await page.getByTestId(explorerIds.mode(mode)).click();
        return notBusy(page.getByTestId(viewTestId));
      },
    });
    const screens: Screen[] = [
      {
        name: 'graph',
        open: async () => {
          await shell.open('/');
          await page.getByTestId(explorerIds.mode('GRAPH')).click();
          return notBusy(page.getByTestId(graphIds.view));
        },
      },
      {
        name: 'machine dashboard',
        open: async () => {
          await shell.open('/');
          await new ExplorerPanelPage(page).pickEntity('Press 01');
          return notBusy(page.getByTestId(machineIds.view));
        },
      },
      explorerMode('map', 'MAP', mapViewerIds.view),
      explorerMode('ranking', 'RANKING', rankingIds.view),
      route(shell, page, 'event analysis downtime', '/graph/event/downtime', 'event-analysis.view'),
      route(shell, page, 'event analysis scrap', '/graph/event/scrap', 'event-analysis.view'),
      route(shell, page, 'report schedule', '/report/schedule', 'report-schedule-table'),
      route(shell, page, 'report transactions', '/report/transactions', 'report-transactions-table'),
      ...['/entities', '/parts', '/shifts', '/reasons', '/metricsetup', '/locations', '/production-plan', '/datasources'].map((p) => setupScreen(shell, page, p)),
    ];
    // The graph first: its side-chart check below starts from the company's graph.
    const [graph, ...others] = screens;
    const faults = await measureScreens(page, [graph!]);

    // The tablet keeps the graph's side charts that the laptop shows: hidden below about 992 px
    // (document 3 §2.1) but one tap away, one a row and at least 300 px wide, not gone.
    const graphView = page.getByTestId(graphIds.view);
    const graphPage = new ExplorerGraphPage(page);
    const sideCharts = page.getByTestId(graphIds.sideCharts).locator('.js-plotly-plot');
    await page.setViewportSize(WIDTHS[1]);
    await expect(graphView).toHaveAttribute('aria-busy', 'false');
    await expect(sideCharts.first()).toBeVisible();
    // Side charts draw one a task after the main chart: count their cards, then wait for every drawing.
    const onLaptop = await page.getByTestId(graphIds.sideCharts).locator('article').count();
    // A chart below the fold is drawn once scrolled to.
    await graphPage.scrollToEveryChart();
    await expect(sideCharts).toHaveCount(onLaptop);
    await page.setViewportSize(WIDTHS[0]);
    await expect(sideCharts).toHaveCount(0);
    const toggle = page.getByTestId(graphIds.sideChartsToggle);
    await expect(toggle).toHaveText(`Show side charts (${onLaptop})`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await graphPage.scrollToEveryChart();
    await expect(sideCharts).toHaveCount(onLaptop);
    faults.push(...(await settledFaults(() => chartFaults(page))).map((f) => `graph side charts at 768 px: ${f}`));
    await page.screenshot({ path: `${SHOTS}/widths-graph-side-charts-768.png`, fullPage: true });

    faults.push(...(await measureScreens(page, others)));
    expect(faults).toEqual([]);
  } finally {
    expect((await api.delete(`/v1/data_sources/${sourceId}/`)).ok()).toBe(true);
  }
});

// The paint line's charts need a range with production: the seeded history's live day has none until
// its first shift ends (a morning in the plant's zone), and the dashboard then shows its empty state.
const PAST_WEEK = pastWeek();

for (const [customer, account, screens, pastWeek] of [
  ['Paint Line', DEMO_CUSTOMERS.paintline, [['paint line', '/graph/custom/ino/paintline', paintlineIds.barsChart, shown]], true],
  [
    'coating',
    DEMO_CUSTOMERS.coating,
    [
      ['coating kpi', '/graph/custom/ccc/kpi', coatingIds.kpiContent, notBusy],
      ['coating performance', '/graph/custom/ccc/performance', coatingIds.performanceContent, notBusy],
    ],
    false,
  ],
  ['MRP', DEMO_CUSTOMERS.mrp, [['mrp', '/graph/custom/sch/mrp', mrpIds.table, shown]], false],
] as const) {
  test(`issue 35 point 4: the ${customer} customer's dashboards at 768, 1440 and 2560 px: charts 300 px wide or stacked, titles and legends whole, no sideways page`, async ({ page, shell, server, signedInAs }) => {
    await signedInAs(account);
    if (pastWeek) await new CustomerDashboardsPage(page, server.url).pickRange(PAST_WEEK.from, PAST_WEEK.to);
    const faults = await measureScreens(
      page,
      screens.map(([name, path, testId, ready]) => route(shell, page, name, path, testId, ready)),
    );
    expect(faults).toEqual([]);
  });
}
