import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { companyIds } from '../plugins/company/test-ids';
import { graphIds } from '../tests/e2e/selectors/explorer';
import { ShellPage } from '../tests/e2e/pages/shell-page';
import { DEMO_PLANT } from '../tests/e2e/support/demo-accounts';
import { chromiumProcessCpu, cpuSince } from '../tests/e2e/support/process-cpu';
import { pastWorkday } from '../tests/e2e/support/demo-days';
import { buildWorkbenchOnce, startWorkbenchServer } from '../tests/e2e/support/workbench-server';
import { profiled } from './screen-profile';

/**
 * Renderer CPU of one boot, as the browser tests boot (issue 31): Debian's chromium-headless-shell with
 * playwright.config.ts's flags, a new context from a stored session per boot (cold HTTP cache), at
 * /company (no charts) and at / on a past workday until every chart is drawn
 * (but those that wait to be scrolled to). CPU is
 * the user+system time the renderer processes spent between the context's creation and the screen
 * shown (Chromium's own count, CDP SystemInfo), so a loaded machine does not inflate it as it does wall time.
 * `npx tsx bench/screens-boot-cpu.ts [repeats]` (the build of this checkout, or WORKBENCH_E2E_ROOT's, or BOOT_BUILDS').
 * SCREENS_PROFILE=<folder> writes one more boot of each as a CPU profile and prints where it went.
 */
/** The browser tests' own browser and flags. */
const LAUNCH = playwrightConfig.use?.launchOptions;
const WAIT = { timeout: 120_000 };

interface Boot {
  name: string;
  path: string;
  shown: (page: Page) => Promise<void>;
}

async function chartsDrawn(page: Page): Promise<void> {
  await page.locator(`[data-testid="${graphIds.view}"][aria-busy="false"]`).waitFor(WAIT);
  await page.getByTestId(graphIds.headline).waitFor(WAIT);
  // Every chart drawn with the data, but one that waits to be scrolled to (data-chart-unseen).
  await page.waitForFunction(
    (id) => {
      const figures = [...document.querySelectorAll(`[data-testid="${id}"] figure`)];
      return figures.length > 0 && figures.every((f) => f.querySelector('[data-chart-unseen]') || (f.querySelector('.main-svg') && !f.querySelector('[data-chart-deferred]')));
    },
    graphIds.view,
    WAIT,
  );
}

const BOOTS: Boot[] = [
  { name: 'boot /company (no charts)', path: '/company', shown: (page) => page.getByTestId(companyIds.page).waitFor(WAIT) },
  { name: 'boot / (graph, every chart drawn)', path: '/', shown: chartsDrawn },
];

/** A new context from the stored session, the tab's navigation on `day`; boots `boot` and returns its renderer CPU-s and wall ms. */
async function bootOnce(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>, tabState: Record<string, string>, url: string, boot: Boot, profile: boolean): Promise<{ cpu: number; ms: number; charts: number }> {
  const before = await chromiumProcessCpu(browser);
  const started = performance.now();
  const context = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((entries) => {
      if (sessionStorage.length === 0) for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, tabState);
    const page = await context.newPage();
    const shell = new ShellPage(page, url);
    const go = async () => {
      await page.goto(`${url}${boot.path}`);
      await shell.ready(boot.name);
      await boot.shown(page);
    };
    await (profile ? profiled(page, boot.name, go) : go());
    const ms = performance.now() - started;
    const cpu = cpuSince(before, await chromiumProcessCpu(browser))['renderer'] ?? 0;
    const charts = await page.locator('.js-plotly-plot').count();
    return { cpu, ms, charts };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Build {
  root: string;
  server: Awaited<ReturnType<typeof startWorkbenchServer>>;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  tabState: Record<string, string>;
}

/** Starts a server on `root`'s build, signs in as the demo plant's manager and puts the tab on a past workday. */
async function prepare(browser: Browser, root: string): Promise<Build> {
  process.env['WORKBENCH_E2E_ROOT'] = root;
  const server = await startWorkbenchServer({});
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await new ShellPage(page, server.url).signIn(DEMO_PLANT.manager.email, DEMO_PLANT.manager.password);
  // The live day has no production on a weekend night: the tab's navigation is put on a past workday.
  const day = page.getByRole('region', { name: 'Timeframe' });
  await day.getByRole('button', { name: 'Single Day' }).click();
  await day.getByRole('textbox', { name: 'Day' }).fill(pastWorkday(2));
  await chartsDrawn(page);
  const state = await context.storageState();
  const tabState = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await context.close();
  return { root, server, state, tabState };
}

/**
 * BOOT_BUILDS=<root>,<root>: several builds (each a folder with dist/ and public/, as
 * WORKBENCH_E2E_ROOT), each on its own server, booted in turn (one boot of each, then the next
 * repeat), so a baseline and a change see the same load.
 */
async function main(): Promise<void> {
  const repeats = Number(process.argv[2] ?? 5);
  const roots = (process.env['BOOT_BUILDS'] ?? '').split(',').filter(Boolean);
  const browser = await chromium.launch(LAUNCH);
  const builds: Build[] = [];
  try {
    if (roots.length === 0) roots.push(buildWorkbenchOnce());
    for (const root of roots) builds.push(await prepare(browser, root));
    for (const boot of BOOTS) {
      const runs = new Map(builds.map((b) => [b, [] as Array<{ cpu: number; ms: number; charts: number }>]));
      const loads: string[] = [];
      for (let i = 0; i < repeats; i++) {
        for (const b of builds) runs.get(b)!.push(await bootOnce(browser, b.state, b.tabState, b.server.url, boot, false));
        loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!);
      }
      console.log(`${boot.name}, ${repeats} boots each, load ${loads.join(' ')}:`);
      for (const [b, r] of runs) {
        console.log(`  ${b.root}: renderer CPU median ${median(r.map((x) => x.cpu)).toFixed(2)} s [${r.map((x) => x.cpu.toFixed(2)).join(' ')}], wall median ${median(r.map((x) => x.ms)).toFixed(0)} ms, ${r[0]!.charts} charts drawn`);
      }
      if (process.env['SCREENS_PROFILE']) for (const b of builds) await bootOnce(browser, b.state, b.tabState, b.server.url, boot, true);
    }
  } finally {
    await browser.close();
    for (const b of builds) await b.server.stop();
  }
}

await main();
