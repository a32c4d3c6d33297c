import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { MRP_LINE_RANGE_WARNING, MRP_PART_RANGE_WARNING } from '../../plugins/dashboard-mrp/common/mrp-filters';
import { mrpDays, mrpMonths, mrpRunDay, mrpSpan, projectQuantityOnHand, type MrpRecord } from '../../plugins/dashboard-mrp/common/mrp';
import { expect, test } from './fixtures';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { coatingIds, explorerIds, mrpIds, paintlineIds } from './selectors';
import { DEMO_CUSTOMERS, DEMO_PLANT } from './support/demo-accounts';
import { pastWeek } from './support/demo-days';

// Issue 12: the three customers' dashboards against the real server and its demo data sets.
test.describe.configure({ mode: 'serial' });

const CUSTOMERS = DEMO_CUSTOMERS;
const ROUTES = ['/graph/custom/ccc/kpi', '/graph/custom/ccc/performance', '/graph/custom/ino/paintline', '/graph/custom/sch/mrp'];

const { from: FROM, to: TO } = pastWeek();
const en = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

// The worker's shared server: the three customers' companies are this file's alone (dashboard-pdfs
// runs on a server of its own). The last test restarts that server with other customer names and
// back again, on the same folder and port.
// 1440 x 900: the size every screenshot and layout check here assumes.
test.use({ viewport: { width: 1440, height: 900 } });

async function readXlsx(path: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-']).toString();

test('coating customer: KPI numbers equal the database, a target is edited, saved and reloaded, exports read back', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(300_000);
  await signedInAs(CUSTOMERS.coating);
  const ui = new CustomerDashboardsPage(page, server.url);

  // Document 3 §2.4: the Dataset dropdown offers the company's custom datasets and opens their routes.
  await page.getByTestId(explorerIds.dataset).click();
  await expect(page.getByRole('option', { name: 'Performance', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Paint Line Metrics' })).toHaveCount(0);
  await page.getByRole('option', { name: 'KPI', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/custom/ccc/kpi`);
  await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
  await ui.pickRange(FROM, TO);

  const { ops } = await api.graphql<{ ops: Array<{ shift_date: string; lineal_produced: string | number }> }>(
    'query($from: date!, $to: date!) { ops: ccc_coatingop(where: {shift_date: {_gte: $from, _lte: $to}}) { shift_date lineal_produced } }',
    { from: FROM, to: TO },
  );
  expect(ops.length, 'the demo seeds coating shifts in the range').toBeGreaterThan(5);
  const lineal = ops.reduce((s, r) => s + Number(r.lineal_produced), 0);
  await expect(page.getByTestId(coatingIds.gaugeActual('lineal_produced'))).toHaveText(en(lineal));
  const days = new Set(ops.map((o) => o.shift_date));
  await expect(page.getByTestId(coatingIds.dailyTable).locator('tbody tr')).toHaveCount(days.size);
  await expect(page.getByTestId(coatingIds.linealChart)).toBeVisible();
  await expect(page.getByTestId(coatingIds.reasonChart)).toBeVisible();

  // Document 3 §2.4 and §5: the target editor; its fields keep to their bounds.
  await page.getByTestId(coatingIds.gauge('lineal_produced')).click();
  const dialog = page.getByRole('dialog', { name: 'Target Lineal Produced' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Expected Downtime (minutes)')).toHaveCount(0);
  await expect(dialog.getByLabel('Target Value')).toHaveValue(/^\d+\.\d/);
  const yellow = dialog.getByLabel('Yellow Threshold (%)');
  await yellow.fill('10');
  await yellow.press('Tab');
  await expect(yellow, 'yellow cannot go below red (50)').toHaveValue('50');
  await yellow.fill('75');
  const target = dialog.getByLabel('Target Value');
  await target.fill('50000');
  await target.press('Tab');
  await expect(target).toHaveValue('50000.0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Values updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const stored = await api.graphql<{ t: Array<{ lineal_produced: string | number; lineal_produced_yellow: string | number }> }>('{ t: ccc_kpitarget(limit: 1) { lineal_produced lineal_produced_yellow } }');
  expect(stored.t.map((r) => [Number(r.lineal_produced), Number(r.lineal_produced_yellow)])).toEqual([[50000, 75]]);
  await page.reload();
  // A reload boots the whole app again (silent sign-in, profile, the plugin's chunk, the query).
  await expect(page.getByTestId(coatingIds.gauge('lineal_produced'))).toContainText('Target 50000.0 · yellow 75 %', { timeout: 60_000 });
  await ui.pickRange(FROM, TO);
  await expect(page.getByTestId(coatingIds.gaugeActual('lineal_produced'))).toHaveText(en(lineal));
  // Goals scale per 24 h over the range (7 days, shifts combined).
  await expect(page.getByTestId(coatingIds.gaugeGoal('lineal_produced'))).toHaveText(en(350000));

  // The downtime KPI has its Expected Downtime field, 0 to 480.
  await page.getByTestId(coatingIds.displayOptions).click();
  await page.getByRole('button', { name: 'Update Target Value' }).click();
  const update = page.getByRole('dialog', { name: 'Update Target Value' });
  await update.getByText('Select a new data type').last().click();
  await page.getByRole('option', { name: 'LF per Hour with Downtime' }).click();
  const downtime = page.getByRole('dialog', { name: 'Target LF per Hour with Downtime' });
  await expect(downtime.getByLabel('Expected Downtime (minutes)')).toHaveValue('120');
  await downtime.getByLabel('Expected Downtime (minutes)').fill('999');
  await downtime.getByLabel('Expected Downtime (minutes)').press('Tab');
  await expect(downtime.getByLabel('Expected Downtime (minutes)')).toHaveValue('480');
  await downtime.getByRole('button', { name: 'Cancel' }).click();

  // Month-to-month percent-change mode.
  await page.getByTestId(coatingIds.displayOptions).click();
  await page.getByText('Month-to-month percent change').click();
  await expect(page.getByTestId(coatingIds.linealChart)).toHaveAttribute('aria-label', 'Lineal produced, percent change month to month');
  await page.getByText('Month-to-month percent change').click();
  await page.keyboard.press('Escape');

  await ui.expectAccessible();
  await ui.screenshots(
    'kpi',
    async () => {
      await expect(page.getByTestId(coatingIds.dailyTable)).toBeVisible();
    },
    // Downtime by Reason: the reasons' names touched the bars at 2560 px.
    (width) => ui.expectCategoryLabelsClear(page.getByTestId(coatingIds.reasonChart), width),
  );

  const xlsx = await ui.download(() => page.getByTestId(coatingIds.xlsx).click());
  expect(xlsx.name).toBe('kpi_report.xlsx');
  const book = await readXlsx(xlsx.path);
  expect(book.getWorksheet('Daily Performance')!.rowCount).toBe(days.size + 1);
  const kpi = book.getWorksheet('KPI')!;
  const linealRow = kpi.getSheetValues().find((r) => Array.isArray(r) && r[1] === 'Lineal Produced') as unknown[];
  expect(Number(linealRow[2])).toBeCloseTo(lineal, 6);
  const pdf = await ui.download(() => page.getByTestId(coatingIds.pdf).click());
  expect(pdf.name).toBe('kpi_report.pdf');
  const text = pdfText(pdf.path);
  expect(text).toContain('Daily Performance');
  expect(text).toContain(en(lineal));
  expect(execFileSync('pdfinfo', [pdf.path]).toString()).toMatch(/Page size:\s+841\.89 x 595\.28/);

  // Performance: its five tables, PDF and Export.
  await page.getByTestId(explorerIds.dataset).click();
  await page.getByRole('option', { name: 'Performance', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/graph/custom/ccc/performance`);
  for (const caption of ['Month to Month Performance', 'Month to Month Scrap', 'Full & Half Roll Counts', 'Roll Changeovers', 'Daily Performance']) {
    await expect(page.getByRole('table', { name: caption })).toBeVisible();
  }
  await expect(page.getByTestId(coatingIds.table('daily')).locator('tbody tr')).toHaveCount(days.size);
  const months = [...new Set(ops.map((o) => o.shift_date.slice(0, 7)))].sort();
  const perMonth = months.map((m) => en(ops.filter((o) => o.shift_date.startsWith(m)).reduce((s, r) => s + Number(r.lineal_produced), 0)));
  await expect(page.getByTestId(coatingIds.table('performance')).locator('tbody tr td:nth-child(2)')).toHaveText(perMonth);
  await ui.expectAccessible();
  await ui.screenshots('performance', async () => {
    await expect(page.getByTestId(coatingIds.table('daily'))).toBeVisible();
  });
  const perfXlsx = await ui.download(() => page.getByTestId(coatingIds.xlsx).click());
  const perfBook = await readXlsx(perfXlsx.path);
  expect(perfBook.worksheets.map((w) => w.name)).toEqual(['Month to Month Performance', 'Month to Month Scrap', 'Full & Half Roll Counts', 'Roll Changeovers', 'Daily Performance']);
  const perfPdf = await ui.download(() => page.getByTestId(coatingIds.pdf).click());
  expect(perfPdf.name).toBe('performance.pdf');
  expect(pdfText(perfPdf.path)).toContain('Roll Changeovers');
});

test('paint-line customer: lines, programs, numbers equal the database, the source data download', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(300_000);
  await signedInAs(CUSTOMERS.paintline, { at: '/graph/custom/ino/paintline' });
  const ui = new CustomerDashboardsPage(page, server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Paint Line Metrics' })).toBeVisible({ timeout: 60_000 });
  // Document 1 §2: no entity selector for the paint-line dataset; the timeframe stays.
  await expect(ui.entitySelector()).toHaveCount(0);
  await expect(ui.timeframe()).toBeVisible();
  await ui.pickRange(FROM, TO);

  const { events } = await api.graphql<{ events: Array<{ type: string; quantity: string | number; shift_date: string }> }>(
    'query($from: date!, $to: date!) { events: ino_programevent(where: {shift_date: {_gte: $from, _lte: $to}}) { type quantity shift_date } }',
    { from: FROM, to: TO },
  );
  expect(events.length).toBeGreaterThan(10);
  const sum = (type: string) => events.filter((e) => e.type === type).reduce((s, e) => s + Number(e.quantity), 0);
  await page.getByText('Data table').click();
  const table = page.getByTestId(paintlineIds.table);
  const column = async (n: number) => (await table.locator(`tbody tr td:nth-child(${n})`).allInnerTexts()).reduce((s, t) => s + Number(t.replace(/,/g, '')), 0);
  await expect(table.locator('tbody tr')).toHaveCount(new Set(events.map((e) => e.shift_date)).size);
  expect(await column(2)).toBe(sum('PROD'));
  expect(await column(3)).toBe(sum('RJCT'));
  expect(await column(4)).toBe(sum('SCRP') + sum('RWRK'));
  const dates = await table.locator('tbody tr th').allInnerTexts();
  expect(dates, 'dates stay ordered').toEqual([...dates].sort());
  for (const h of await table.locator('tbody tr th').all()) {
    const lineHeight = await h.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3);
    expect((await h.boundingBox())!.height, `the date ${await h.innerText()} on one line`).toBeLessThan(lineHeight * 1.6 + 8);
  }
  await expect(page.getByTestId(paintlineIds.barsChart)).toBeVisible();
  const percentTicks = async () => (await page.getByTestId(paintlineIds.barsChart).locator('.y2tick text').allTextContents()).filter((t) => t.endsWith('%'));
  await expect.poll(percentTicks, { message: 'the yield axis in whole steps of 20 %' }).toEqual(['0 %', '20 %', '40 %', '60 %', '80 %', '100 %']);
  await expect(page.getByTestId(paintlineIds.percentChart)).toBeVisible();

  // Visible Programs: a program selected, then 'All Programs' clears the selection.
  const all = page.getByRole('checkbox', { name: 'All Programs' });
  await expect(all).toBeChecked();
  const first = page.getByRole('checkbox', { name: /^4430: / });
  await page.getByText(/^4430: Rear bumper/).click();
  await expect(first).toBeChecked();
  await expect(all).not.toBeChecked();
  // Document 3 §4: switching lines clears the programs; both off switches the other on.
  const pl4 = page.getByRole('switch', { name: 'Paint Line 4' });
  const pl5 = page.getByRole('switch', { name: 'Paint Line 5' });
  await expect(pl4).toBeChecked();
  await expect(pl5).toBeChecked();
  await page.getByText('Paint Line 4', { exact: true }).click();
  await expect(pl4).not.toBeChecked();
  await expect(all).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^4410: / })).toHaveCount(0);
  await page.getByText('Paint Line 5', { exact: true }).click();
  await expect(pl5).not.toBeChecked();
  await expect(pl4, 'both off switches the other line on').toBeChecked();
  await page.getByText('Paint Line 5', { exact: true }).click();
  await expect(pl5).toBeChecked();

  await ui.expectAccessible();
  await ui.screenshots('paintline', async () => {
    await expect(page.getByTestId(paintlineIds.percentChart)).toBeVisible();
  });
  const file = await ui.download(() => page.getByTestId(paintlineIds.download).click());
  expect(file.name).toBe('paintline_metrics.xlsx');
  const sheet = (await readXlsx(file.path)).worksheets[0]!;
  expect(sheet.rowCount).toBe(events.length + 1);
});

test('MRP customer: day header, Supply/Demand/Proj QOH equal core over the database rows, filter warnings', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(300_000);
  await signedInAs(CUSTOMERS.mrp, { at: '/graph/custom/sch/mrp' });
  const ui = new CustomerDashboardsPage(page, server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'MRP Report' })).toBeVisible({ timeout: 60_000 });
  // Document 1 §2: neither the entity selector nor the timeframe panel for the MRP dataset.
  await expect(ui.entitySelector()).toHaveCount(0);
  await expect(ui.timeframe()).toHaveCount(0);

  const { rows } = await api.graphql<{ rows: MrpRecord[] }>('{ rows: core2_mrp(order_by: {part__name: asc}) { timestamp name part__name part__group part__uom part__production_lines qoh detail } }');
  expect(rows.length).toBeGreaterThan(3);
  const records = rows.map((r) => ({ ...r, qoh: Number(r.qoh) }));
  const span = mrpSpan(records)!;
  const days = mrpDays(span);
  const header = page.getByTestId(mrpIds.table).locator('thead tr.mrp-days th');
  await expect(header).toHaveCount(days.length + 2);
  await expect(header.nth(2)).toHaveText(`${days[0]!.day}${days[0]!.weekday}`);
  // Beyond document 3: the months over the days (the span runs over three or four), and the table
  // opens at the run's day, right of the Part and row columns, instead of at the empty first of the month.
  await expect(page.getByTestId(mrpIds.table).locator('thead tr.mrp-months th')).toHaveText(mrpMonths(days).map((m) => m.label));
  const runDay = mrpRunDay(records)!;
  const runColumn = header.and(page.locator('[aria-current="date"]'));
  await expect(runColumn).toHaveAttribute('title', `${runDay}: the MRP run`);
  // Polled: the table scrolls to the run's day after it renders, a single read could come first.
  const runDayGap = async () => {
    const [labels, opened] = [await header.nth(1).boundingBox(), await runColumn.boundingBox()];
    return Math.abs(opened!.x - (labels!.x + labels!.width));
  };
  await expect.poll(runDayGap, { message: `the run's day ${runDay} beside the row labels` }).toBeLessThan(2);
  await expect(page.getByTestId(mrpIds.table).locator('tbody th.mrp-kind', { hasText: 'Supply' }).first()).toBeInViewport();
  // The page as it opens (a full-page picture, below, is taken with the table scrolled back: Chromium's capture resets it).
  await page.screenshot({ path: 'test-results/screenshots/dashboards-mrp-opened-1440.png' });
  const weekend = days.findIndex((d) => d.weekend);
  await expect(header.nth(weekend + 2)).toHaveClass(/weekend/);
  const part = records[0]!;
  const projection = projectQuantityOnHand(part, days.map((d) => d.date));
  const last = projection[projection.length - 1]!;
  await expect(page.getByTestId(mrpIds.cell(part.part__name, 'qoh', last.date))).toHaveText(en(last.projQoh));
  const supplyDay = projection.find((p) => p.supply > 0)!;
  const supplyCell = page.getByTestId(mrpIds.cell(part.part__name, 'supply', supplyDay.date));
  await expect(supplyCell).toHaveText(en(supplyDay.supply));
  await supplyCell.hover();
  await expect(page.getByTestId(mrpIds.detail)).toContainText(`${part.part__name} · ${supplyDay.date}`);
  await expect(page.getByTestId(mrpIds.detail)).toContainText(/SUPPLYF? /);

  await ui.expectAccessible();
  await ui.screenshots('mrp', async () => {
    await expect(page.getByTestId(mrpIds.table)).toBeVisible();
  });
  // On a tablet the table scrolls inside the page instead of running past its right edge.
  await page.setViewportSize({ width: 768, height: 1024 });
  // Polled: the shell overlays its sidebar on the render after the resize.
  const rightEdge = async () => {
    const region = (await page.getByRole('region', { name: 'MRP table, scrolls sideways' }).boundingBox())!;
    return region.x + region.width;
  };
  await expect.poll(rightEdge, { message: "the MRP table's right edge at 768 px" }).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Document 3 §5: From greater than To warns that the filter yields no results.
  const names = records.map((r) => r.part__name).sort();
  const choose = async (id: string, value: string) => {
    await page.getByTestId(mrpIds.filter(id)).selectOption(value);
  };
  await choose('partFrom', names[names.length - 1]!);
  await choose('partTo', names[0]!);
  await expect(page.getByTestId(mrpIds.warnings)).toContainText(MRP_PART_RANGE_WARNING);
  await expect(page.getByText('No parts match the filters.')).toBeVisible();
  const lines = [...new Set(records.flatMap((r) => r.part__production_lines))].sort();
  await choose('lineFrom', lines[lines.length - 1]!);
  await choose('lineTo', lines[0]!);
  await expect(page.getByTestId(mrpIds.warnings)).toContainText(MRP_LINE_RANGE_WARNING);
  await ui.screenshots('mrp-warnings', async () => {
    await expect(page.getByTestId(mrpIds.warnings)).toBeVisible();
  });
});

test('another company (the demo plant admin): every custom route goes to / and the custom data sets answer nothing', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(180_000);
  // The first route is opened by the sign-in itself: one boot fewer.
  const [first, ...others] = ROUTES;
  await signedInAs(DEMO_PLANT.admin, { at: first });
  for (const route of [first, ...others]) {
    if (route !== first) await page.goto(`${server.url}${route}`);
    await expect(page, route).toHaveURL(`${server.url}/`);
  }
  await page.getByTestId(explorerIds.dataset).click();
  await expect(page.getByRole('option', { name: 'KPI', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const data = await api.graphql<Record<string, unknown[]>>(
    '{ a: ccc_coatingop(limit: 5) { shift_date } b: ccc_kpitarget(limit: 1) { lineal_produced } c: ccc_updowncalendar(limit: 5) { notes } d: core2_mrp(limit: 5) { part__name } e: ino_program(limit: 5) { name } f: ino_programevent(limit: 5) { quantity } }',
  );
  expect(data).toEqual({ a: [], b: [], c: [], d: [], e: [], f: [] });
});

test('customer names are read from the server at run time: with COMPANY_COATING changed the gating follows, same build', async ({ page, server, signedInAs }) => {
  test.setTimeout(300_000);
  // The same database and browser build; the coating dashboards now belong to the paint-line company.
  await server.restart(undefined, { COMPANY_COATING: 'Inoac Exterior', COMPANY_PAINTLINE: 'Nobody Inc' });
  try {
    await signedInAs(CUSTOMERS.paintline, { at: '/graph/custom/ccc/kpi' });
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(`${server.url}/graph/custom/ccc/kpi`);
    await page.goto(`${server.url}/graph/custom/ino/paintline`);
    // The guard sends the user to '/'; the explorer there shows the dashboard of their current dataset
    // (KPI, chosen above), so the address settles on '/' or on the KPI route, never on the paint line.
    await expect(page).toHaveURL(new RegExp(`^${server.url}/(graph/custom/ccc/kpi)?$`));
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible({ timeout: 30_000 });
  } finally {
    // The worker's next files see the customers as the start named them.
    await server.restart();
  }
});
