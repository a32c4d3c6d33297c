import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { expect, test } from './fixtures';
import { DataTablePage } from './pages/data-table-page';
import { dataTableIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';

// Issue 33 §3 on real rows: the demo plant at 24 machines x 45 days holds about 145,000 events, past
// the 100,000 rows of a spreadsheet export and of the `user` role's row limit. Its own server (its
// own worker): the generator makes this plant in about 40 s.
test.use({ serverEnv: { DEMO_MACHINES: '24', DEMO_DAYS: '45' }, viewport: { width: 1440, height: 900 }, acceptDownloads: true, timezoneId: 'UTC' });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const LIMIT_WARNING = 'The number of records exceeds the limit of 100000. Please refine your search.';

interface EventRow {
  timestamp: string;
  erp_trans: string;
  quantity: number;
}

test.beforeEach(async ({ signedInAs }) => {
  // The operator: the `user` role whose select permission carries the 100,000-row limit.
  await signedInAs(DEMO_PLANT.user);
});

test('issue 33 §3, document 2 §8-9: Transaction Data counts every event; over 100,000 the warning shows before and on Download, and nothing downloads', async ({ page, api, server }) => {
  // The true count, built from per-machine counts each well under the limit (so no cap can hide in it).
  const machines = (await api.graphql<{ m: Array<{ machine_key: string }> }>('{ m: bigbrain_inpevent(distinct_on: machine_key, order_by: {machine_key: asc}) { machine_key } }')).m.map((r) => r.machine_key);
  let trueCount = 0;
  for (const machine of machines) {
    const one = await api.graphql<{ a: { aggregate: { count: number } } }>('query($m: String!) { a: bigbrain_inpevent_aggregate(where: {machine_key: {_eq: $m}}) { aggregate { count } } }', { m: machine });
    trueCount += one.a.aggregate.count;
  }
  expect(trueCount).toBeGreaterThan(100_000);

  await page.goto(`${server.url}/report/transactions`);
  const table = new DataTablePage(page, 'report-transactions');
  await table.settled();
  expect(await table.recordCount()).toBe(trueCount);
  await expect(table.paginator).toContainText(`1 to 10 of ${trueCount}`);

  // Told before: the warning stands under the toolbar, and the Download button is described by it.
  const note = page.getByTestId(dataTableIds.exportLimit('report-transactions'));
  await expect(note).toHaveText(LIMIT_WARNING);
  const download = table.root.getByRole('button', { name: 'Download spreadsheet' });
  await expect(download).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);

  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await download.click();
  // The pointer off the toast (PrimeReact pauses its life while it rests there). Its 10 s life
  // (catalogue.test.ts) runs on the real clock here: a fake one starves the sockets' heartbeat.
  await page.mouse.move(10, 500);
  const toast = page.locator('.p-toast').getByText(LIMIT_WARNING);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 20_000 });
  expect(downloaded).toBe(false);
});

test('issue 33 §3: refined under the limit, the export holds every row of the database in the table order, streamed by the server', async ({ page, api, server }) => {
  await page.goto(`${server.url}/report/transactions`);
  const table = new DataTablePage(page, 'report-transactions');
  await table.settled();
  // The last six shift dates: some 20,000 events, written in the worker from pages of 10,000.
  const newest = (await api.graphql<{ d: Array<{ shift_date: string }> }>('{ d: bigbrain_inpevent(order_by: {shift_date: desc}, limit: 1) { shift_date } }')).d[0]!.shift_date;
  const start = new Date(Date.parse(`${newest}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
  const where = { shift_date: { _gte: start, _lte: newest } };
  const range = table.root.getByRole('group', { name: 'Shift date range' });
  await range.getByLabel('Shift date from').fill(start);
  await table.settled();
  await range.getByLabel('to', { exact: true }).fill(newest);
  await table.settled();
  const db = await api.graphql<{ rows: EventRow[]; agg: { aggregate: { count: number } } }>(
    `query($where: bigbrain_inpevent_bool_exp) {
      rows: bigbrain_inpevent(where: $where, order_by: [{timestamp: desc}, {id: asc}]) { timestamp erp_trans quantity }
      agg: bigbrain_inpevent_aggregate(where: $where) { aggregate { count } }
    }`,
    { where },
  );
  expect(await table.recordCount()).toBe(db.agg.aggregate.count);
  expect(db.rows.length).toBeGreaterThan(10_000);
  await expect(page.getByTestId(dataTableIds.exportLimit('report-transactions'))).toBeHidden();

  // The file is streamed by the server (one POST with the table's filter and sort; the token in a header, never in the
  // URL); the browser fetches no pages of rows and builds no workbook.
  const exports: Array<{ url: string; authorized: boolean; body: { dataset: string; where: unknown; order_by: unknown; time_zone: string } }> = [];
  const graphqlPages: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/report_export/') && r.method() === 'POST')
      exports.push({ url: r.url(), authorized: /^Bearer .+/.test(r.headers()['authorization'] ?? ''), body: r.postDataJSON() });
    const v = r.url().endsWith('/v1/graphql') ? (r.postDataJSON() as { variables?: { limit?: number } } | null)?.variables : undefined;
    if (typeof v?.limit === 'number' && v.limit > 100) graphqlPages.push(v);
  });
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), table.root.getByRole('button', { name: 'Download spreadsheet' }).click()]);
  expect(file.suggestedFilename()).toBe('InpEvent_Report.xlsx');
  const path = test.info().outputPath('day.xlsx');
  await file.saveAs(path);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  expect(ws.rowCount - 1).toBe(db.rows.length);
  const headers = (ws.getRow(1).values as unknown[]).slice(1);
  const col = (h: string) => headers.indexOf(h) + 1;
  // Row for row as the database has them, sorted as the screen (newest first, then by id).
  const fileRows = Array.from({ length: db.rows.length }, (_, i) => {
    const r = ws.getRow(2 + i);
    return { timestamp: (r.getCell(col('Timestamp')).value as Date).toISOString(), erp_trans: r.getCell(col('Source ID')).value, quantity: r.getCell(col('Quantity')).value };
  });
  // Excel has no zones: a cell holds the profile's wall-clock time (US/Eastern for the demo), which ExcelJS reads as UTC.
  const wallClock = (iso: string) => `${DateTime.fromISO(new Date(iso).toISOString(), { zone: 'utc' }).setZone('US/Eastern').toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}Z`;
  expect(fileRows).toEqual(db.rows.map((r) => ({ timestamp: wallClock(r.timestamp), erp_trans: r.erp_trans, quantity: Number(r.quantity) })));
  expect(exports).toEqual([{ url: `${server.url}/v1/report_export/`, authorized: true, body: expect.objectContaining({ dataset: 'transactions', where: expect.anything(), order_by: [{ timestamp: 'desc' }], time_zone: 'US/Eastern' }) }]);
  expect(graphqlPages).toEqual([]);
});
