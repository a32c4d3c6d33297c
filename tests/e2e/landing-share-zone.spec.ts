import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { rankingIds } from '../../plugins/explorer-ranking/test-ids';
import { PENDING_SHARE_TEXT } from '../../workbench/kit/share/pending-share-notice';
import { expect, test } from './fixtures';
import { DataTablePage } from './pages/data-table-page';
import { ShellPage } from './pages/shell-page';
import { explorerIds, shareIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_CUSTOMERS, DEMO_PLANT } from './support/demo-accounts';
import { ensureLiveDayProduction } from './support/live-day';

// Issue 35 points 3, 7 and 8: where a sign-in lands, one time zone, Share on every view.
// The browser runs in Tokyo: every time on screen must still read in the profile's US/Eastern.
test.use({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, timezoneId: 'Asia/Tokyo' });

const SHOTS = 'test-results/screenshots';

/** A fresh, signed-out browser context: the sign-in goes through the provider's login page. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Tokyo' });
  return context.newPage();
}

test('issue 35 point 3: each customer company lands on its own dashboard after sign-in, with Share on it', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const landings = [
    { account: DEMO_CUSTOMERS.paintline, path: '/graph/custom/ino/paintline', heading: 'Paint Line Metrics' },
    { account: DEMO_CUSTOMERS.coating, path: '/graph/custom/ccc/kpi', heading: 'KPI' },
    { account: DEMO_CUSTOMERS.mrp, path: '/graph/custom/sch/mrp', heading: 'MRP Report' },
  ];
  for (const { account, path, heading } of landings) {
    const page = await freshPage(browser);
    await new ShellPage(page, server.url).signIn(account.email, account.password);
    await expect(page, `${account.email} lands on its dashboard`).toHaveURL(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data not found' })).toHaveCount(0);
    await expect(page.getByTestId(shareIds.button)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/landing-${path.split('/').pop()}.png` });
    await page.context().close();
  }
});

test("issue 35 point 3: a plant user lands on the company's default preset (Efficiency in the demo), never on 'Data not found'", async ({ browser, server, signedInAs, api }) => {
  // The default preset keeps the current day: the live day has its machines' first counts, as the
  // living demo's or a connected plant's would be (the test server holds only the seeded history, with
  // nothing yet on a morning's live day).
  await signedInAs(DEMO_PLANT.manager);
  await ensureLiveDayProduction(api);
  const page = await freshPage(browser);
  await new ShellPage(page, server.url).signIn(DEMO_PLANT.manager.email, DEMO_PLANT.manager.password);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByTestId(explorerIds.panel)).toContainText('Efficiency');
  await expect(page.getByTestId(explorerIds.mode('GRAPH'))).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Data not found' })).toHaveCount(0);
  await page.context().close();
});

test('issue 35 point 8: a shared Ranking tells a signed-out colleague it opens after sign-in, and opens after it', async ({ page, browser, server, signedInAs }) => {
  // Two sign-ins, two axe runs: on a loaded 2-core machine this took over 3 minutes.
  test.setTimeout(360_000);
  await signedInAs(DEMO_PLANT.manager);
  await page.getByTestId(explorerIds.mode('RANKING')).click();
  const ranking = page.getByTestId(rankingIds.view);
  await expect(ranking).toHaveAttribute('aria-busy', 'false');
  await ranking.getByTestId(shareIds.button).click();
  const link = await page.getByTestId(shareIds.link).inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/\\?navstate=[0-9a-f-]{36}$`));
  await page.keyboard.press('Escape');

  const visitor = await freshPage(browser);
  await visitor.goto(link);
  const notice = visitor.getByTestId(shareIds.pending);
  await expect(notice).toContainText(PENDING_SHARE_TEXT);
  expect(await seriousAxeViolations(visitor), 'axe on the public page with the shared-view notice').toEqual([]);
  await visitor.screenshot({ path: `${SHOTS}/share-signed-out.png` });
  await notice.getByRole('button', { name: 'Sign in to open it' }).click();
  const shell = new ShellPage(visitor, server.url);
  await shell.acceptConsents();
  await visitor.getByLabel('Email').fill(DEMO_PLANT.user.email);
  await visitor.getByLabel('Password').fill(DEMO_PLANT.user.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await shell.ready('the shell after signing in from a share link');
  // The shared view, not the landing (which would be the Efficiency preset's graph).
  await expect(visitor.getByTestId(rankingIds.view)).toBeVisible();
  await expect(visitor.getByTestId(explorerIds.mode('RANKING'))).toHaveAttribute('aria-pressed', 'true');
  await visitor.screenshot({ path: `${SHOTS}/share-opened.png` });
  await visitor.context().close();
});

test('issue 35 point 8: graph and report have the Share the machine dashboard has', async ({ page, server, signedInAs }) => {
  // axe over the whole page with the dialog open ran past 2 minutes on the loaded machine.
  test.setTimeout(240_000);
  await signedInAs(DEMO_PLANT.manager);
  await expect(page.getByTestId(shareIds.button)).toBeVisible();
  await page.goto(`${server.url}/report/schedule`);
  await new DataTablePage(page, 'report-schedule').settled();
  await page.getByTestId(shareIds.button).click();
  await expect(page.getByTestId(shareIds.link)).toHaveValue(/\/\?navstate=[0-9a-f-]{36}$/);
  expect(await seriousAxeViolations(page), 'axe with the share dialog open').toEqual([]);
});

test("issue 35 point 7: Transaction Data and its xlsx read in the profile's zone (US/Eastern) with the browser in Tokyo", async ({ page, signedInAs, api }) => {
  test.setTimeout(180_000);
  await signedInAs(DEMO_PLANT.manager, { at: '/report/transactions' });
  const table = new DataTablePage(page, 'report-transactions');
  await table.settled();
  const db = await api.graphql<{ rows: Array<{ timestamp: string; shift: string | null }> }>(
    `query { rows: bigbrain_inpevent(order_by: [{ timestamp: desc }, { id: asc }], limit: 10) { timestamp } }`,
  );
  const eastern = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone('US/Eastern').toFormat('yyyy-MM-dd HH:mm:ss');
  const shown = await table.column('timestamp');
  expect(shown).toEqual(db.rows.map((r) => eastern(r.timestamp)));
  // The Tokyo wall clock differs by 14 hours: the screen would fail this with the browser's clock.
  expect(shown[0]).not.toBe(DateTime.fromISO(db.rows[0]!.timestamp, { zone: 'utc' }).setZone('Asia/Tokyo').toFormat('yyyy-MM-dd HH:mm:ss'));

  const [download] = await Promise.all([page.waitForEvent('download'), table.root.getByRole('button', { name: 'Download spreadsheet' }).click()]);
  const file = test.info().outputPath('transactions.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const cell = book.worksheets[0]!.getRow(2).getCell(1).value as Date;
  // Excel has no zones: the cell holds the wall-clock time, which the file shows as the screen does.
  expect(cell.toISOString().slice(0, 19).replace('T', ' ')).toBe(shown[0]);
  await page.screenshot({ path: `${SHOTS}/transactions-eastern-in-tokyo.png` });
});
