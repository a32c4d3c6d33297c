import { chromium, type Locator, type Page } from '@playwright/test';
import { dataTableIds } from '../workbench/kit/data-table/test-ids';
import { rankingIds } from '../plugins/explorer-ranking/test-ids';
import { explorerIds, graphIds, machineIds, mapViewerIds } from '../tests/e2e/selectors/explorer';
import { ShellPage } from '../tests/e2e/pages/shell-page';
import { DEMO_PLANT } from '../tests/e2e/support/demo-accounts';
import { pastWorkday } from '../tests/e2e/support/demo-days';
import { startWorkbenchServer } from '../tests/e2e/support/workbench-server';
import { profiled } from './screen-profile';
import { formatScreenTable, formatWaterfall, summariseScreen, timeAction, type ScreenFigures, type ScreenSample } from './screen-timing';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const RUNS = 5;
const MIN_DAYS = 12;
const WAIT = { timeout: 60_000 };
const MACHINE = 'Press 01';

/** Waits until the view is drawn, no longer busy, with nothing busy inside it, and its data shows. */
async function settled(page: Page, viewTestId: string, data: (view: Locator) => Locator): Promise<void> {
  const view = page.getByTestId(viewTestId);
  await page.locator(`[data-testid="${viewTestId}"][aria-busy="false"]`).waitFor(WAIT);
  await page.waitForFunction((id) => !document.querySelector(`[data-testid="${id}"] [aria-busy="true"], [data-testid="${id}"][aria-busy="true"]`), viewTestId, WAIT);
  await data(view).first().waitFor(WAIT);
}

/**
 * Waits until every side chart in view is drawn: they draw one a task after the headline and the main
 * chart, so the bench prints when the last one is in as well, beside the time to the data.
 */
async function sideChartsDrawn(page: Page): Promise<void> {
  // A chart kept from the last selection until its turn carries data-chart-deferred, as one not drawn yet does;
  // one below the fold waits until it is scrolled to (data-chart-unseen) and is not waited for.
  await page.waitForFunction((id) => [...document.querySelectorAll(`[data-testid="${id}"] figure`)].every((f) => f.querySelector('[data-chart-unseen]') || (f.querySelector('.main-svg') && !f.querySelector('[data-chart-deferred]'))), graphIds.sideCharts, WAIT);
}

type Timings = Map<string, { kind: ScreenFigures['kind']; samples: ScreenSample[] }>;

const TRACE = process.env['SCREENS_TRACE'] === '1';

function record(timings: Timings, screen: string, kind: ScreenFigures['kind'], sample: ScreenSample): void {
  if (TRACE) console.log(formatWaterfall(screen, sample));
  const entry = timings.get(screen) ?? { kind, samples: [] };
  entry.samples.push(sample);
  timings.set(screen, entry);
}

/**
 * One pass over the screens, in the order a manager walks them: the graph on (re)opening, a day picked,
 * Ranking, Report, the map and an area drilled into, a machine's dashboard, an event analysis.
 */
async function walkScreens(page: Page, url: string, day: string, timings: Timings, profile: boolean): Promise<void> {
  // Times an action and records it; on the profiled run, with the browser's CPU profile around it.
  const timed = async (screen: string, kind: ScreenFigures['kind'], act: () => Promise<void>, ready: () => Promise<void>) => {
    const time = () => timeAction(page, act, ready);
    record(timings, screen, kind, await (profile ? profiled(page, screen, time) : time()));
  };
  const panel = page.getByTestId(explorerIds.panel);
  const graphDrawn = (v: Locator) => v.getByTestId(graphIds.headline);
  const mode = (id: string) => page.getByTestId(explorerIds.mode(id));

  const timeframe = panel.getByRole('region', { name: 'Timeframe' });
  const dayField = timeframe.getByRole('textbox', { name: 'Day' });
  // A new tab opens on the live day, which has no production on a weekend or before the first shift
  // (the bench runs at any hour): the past workday before the run's day is picked first, and the
  // timed load is the page's reload on it (the day stays in the tab), cold start to charts as before.
  await page.goto(`${url}/`);
  await page.locator(`[data-testid="${graphIds.view}"][aria-busy="false"]`).waitFor(WAIT);
  await timeframe.getByRole('button', { name: 'Single Day' }).click();
  await dayField.fill(pastWorkday(1, day));
  await settled(page, graphIds.view, graphDrawn);
  await sideChartsDrawn(page);

  const loading = performance.now();
  await timed('graph dashboard (load /)', 'screen', () => page.reload().then(() => undefined), () => settled(page, graphIds.view, graphDrawn));
  await sideChartsDrawn(page);
  record(timings, '  graph, every side chart drawn', 'screen', { ms: performance.now() - loading, bytes: 0, requests: [] });
  await page.locator(`[data-testid="${explorerIds.panel}"][aria-busy="false"]`).waitFor(WAIT);

  const changing = performance.now();
  await timed('change the day (graph)', 'interaction', () => dayField.fill(day), async () => {
    await page.getByTestId(graphIds.view).locator('.graph-subtitle', { hasText: day }).waitFor(WAIT);
    await settled(page, graphIds.view, graphDrawn);
  });
  await sideChartsDrawn(page);
  record(timings, '  day, every side chart drawn', 'interaction', { ms: performance.now() - changing, bytes: 0, requests: [] });

  await timed('ranking (mode)', 'screen', () => mode('RANKING').click(), () => settled(page, rankingIds.view, (v) => v.getByTestId(rankingIds.row)));

  const report = dataTableIds.root('report-transactions');
  await timed('report: transactions (mode)', 'screen', () => mode('REPORT').click(), async () => {
    await settled(page, report, (v) => v.locator('.ag-row'));
    await page.getByTestId(dataTableIds.overlay('report-transactions')).waitFor({ state: 'hidden', ...WAIT });
  });

  const mapDrawn = (v: Locator) => v.getByRole('heading', { level: 1 });
  await timed('map (mode)', 'screen', () => mode('MAP').click(), () => settled(page, mapViewerIds.view, mapDrawn));
  const trail = page.getByTestId(mapViewerIds.trail).getByRole('button');
  const area = page.getByTestId(mapViewerIds.view).getByRole('button', { name: /drill in$/ }).first();
  await area.waitFor(WAIT);
  await timed('drill into an area (map)', 'interaction', () => area.click(), async () => {
    await trail.nth(1).waitFor(WAIT);
    await settled(page, mapViewerIds.view, mapDrawn);
  });

  await mode('GRAPH').click();
  await settled(page, graphIds.view, graphDrawn);
  await panel.getByRole('textbox', { name: 'Search entities' }).fill(MACHINE);
  const match = panel.getByRole('list', { name: 'Matching entities' }).getByRole('button', { name: MACHINE });
  const picking = performance.now();
  await timed('machine dashboard (pick a machine)', 'interaction', () => match.click(), () => settled(page, machineIds.view, (v) => v.locator('[data-testid^="machine-ratio-"]')));
  // The machine dashboard draws its charts one a task after its numbers: when the last is handed to Plotly.
  await page.waitForFunction((id) => !document.querySelector(`[data-testid="${id}"] [data-chart-deferred]`), machineIds.view, WAIT);
  record(timings, '  machine, every chart drawn', 'interaction', { ms: performance.now() - picking, bytes: 0, requests: [] });

  await timed('event analysis: downtime (load)', 'screen', () => page.goto(`${url}/graph/event/downtime`).then(() => undefined), () => settled(page, 'event-analysis.view', (v) => v.getByTestId('event-analysis.total')));
}

/**
 * Issue 39 point 2: every main screen and the common interactions in Debian's chromium, signed in
 * through the real provider as the demo plant's manager, the simulator running; action -> data on
 * screen (nothing aria-busy, the data drawn), p50/p95 over 5 runs and the bytes each moved, printed
 * against the targets. Each run is a new tab of the signed-in browser (scripts cached, as a returning
 * user's) on a different past day. Size: --machines/--days (default the `npm start` plant, 24 x 90).
 * Alone: `npm run bench -- --only screens`.
 */
export async function runScreensBench(options: { machines?: number; days?: number; databaseUrl?: string }): Promise<ScreenFigures[]> {
  // Each run opens a past workday 2-6 days back (a weekend pushes it up to 8) and the workday before
  // it (up to 11): a plant younger than that has no data on the later runs' days, and their
  // dashboards would wait for figures that never come.
  if (options.days !== undefined && options.days < MIN_DAYS) throw new Error(`the screens bench walks ${RUNS} past workdays: --days must be at least ${MIN_DAYS}`);
  const env: Record<string, string> = { SIMULATOR: 'on', DEMO_MACHINES: String(options.machines ?? 24), DEMO_DAYS: String(options.days ?? 90) };
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  const seeding = performance.now();
  const server = await startWorkbenchServer(env);
  console.log(`server up with a ${env['DEMO_MACHINES']} x ${env['DEMO_DAYS']} plant in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  // The browser tests' flags (playwright.config.ts): root needs --no-sandbox, and nothing reaches for the network.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // A step that never comes fails the bench in a minute instead of waiting for ever (Playwright's library default).
    context.setDefaultTimeout(WAIT.timeout);
    await new ShellPage(await context.newPage(), server.url).signIn(DEMO_PLANT.manager.email, DEMO_PLANT.manager.password);
    const timings: Timings = new Map();
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      // A screen that never settles is shown, not guessed at: the page as it stood goes beside the error.
      await walkScreens(page, server.url, pastWorkday(2 + run), timings, run === RUNS - 1).catch(async (e: unknown) => {
        await page.screenshot({ path: 'bench-screens-failure.png' });
        throw e;
      });
      await page.close();
    }
    const embedded = !options.databaseUrl;
    const rows = [...timings].map(([screen, { kind, samples }]) => summariseScreen(screen, kind, samples, embedded));
    console.log(`\nscreens on ${embedded ? 'the embedded database' : 'PostgreSQL'}, ${env['DEMO_MACHINES']} machines x ${env['DEMO_DAYS']} days, simulator on, ${RUNS} runs`);
    console.log(formatScreenTable(rows));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
