import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { migrate } from '../server/db/migrate';
import { seedSecurityFixture } from '../tests/integration/security-fixture';
import { startAssembledServer } from '../tests/support/assembled-server';
import { oidcLogin } from '../tests/support/oidc-login';
import { openBenchDatabase } from './bench-database';
import { runInNewContext } from 'node:vm';
import { EXPORT_PAGE_ROWS, visibleColumns } from '../core/table-query';
import { TRANSACTION_COLUMNS } from '../core/reports/report-columns';
import { exportColumn } from '../core/export/cell-format';
import { XlsxRowWriter } from '../workbench/kit/export/xlsx-build';
import type { ExportColumn } from '../core/export/xlsx-types';

export interface XlsxExportBenchOptions {
  machines?: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// The Transaction Data export's columns, as its Download writes them (hidden ones left out).
const COLUMNS: ExportColumn[] = visibleColumns(TRANSACTION_COLUMNS).map((c) => exportColumn(c));

/** Rows [from, from + n) of a synthetic Transaction Data export, as GraphQL answers them. */
function eventRows(from: number, n: number): Array<Record<string, unknown>> {
  const t0 = Date.UTC(2026, 0, 1);
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      timestamp: new Date(t0 + i * 60_000).toISOString(),
      machine_key: `M-${i % 100}`,
      part_name: `PART-${i % 37}`,
      operation: 'OP10',
      shift_date: new Date(t0 + i * 60_000).toISOString().slice(0, 10),
      shift_key: ['DAY', 'AFTERNOON', 'MIDNIGHT'][i % 3],
      type: i % 10 === 0 ? 'DOWN' : 'PROD',
      erp_trans: `T${i}`,
      quantity: (i % 50) + 0.25,
      reason_name: i % 10 === 0 ? 'Jam' : null,
      planned: i % 20 === 0,
      end: i % 10 === 0 ? new Date(t0 + i * 60_000 + 45_000).toISOString() : null,
    };
  });
}

/** The export's pages, as the table fetches them (10,000 rows each); each page is dropped once written. */
async function forEachPage(n: number, write: (rows: Array<Record<string, unknown>>) => Promise<void> | void): Promise<void> {
  for (let from = 0; from < n; from += EXPORT_PAGE_ROWS) await write(eventRows(from, Math.min(EXPORT_PAGE_ROWS, n - from)));
}

// Peak memory means little over a heap full of the last run's garbage: collect it first.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Runs fn, sampling heap and array buffers (and the process's resident set) every 10 ms: its time and its peak memory above the start, in MB. */
async function measured(fn: () => Promise<unknown>): Promise<{ ms: number; peakMb: number; peakRssMb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  collectGarbage();
  const base = used();
  const baseRss = process.memoryUsage.rss();
  let peak = base;
  let peakRss = baseRss;
  const sample = () => {
    peak = Math.max(peak, used());
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  const sampler = setInterval(sample, 10);
  const t0 = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - t0;
  sample();
  return { ms, peakMb: (peak - base) / 1e6, peakRssMb: (peakRss - baseRss) / 1e6 };
}

/** exceljs' WorkbookWriter writing n synthetic transaction rows bare: raw values, no types or formats (the yardstick). */
async function bareExcel(n: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Transactions');
  ws.addRow(COLUMNS.map((c) => c.header)).commit();
  await forEachPage(n, (rows) => {
    for (const r of rows) ws.addRow(COLUMNS.map((c) => r[c.key])).commit();
  });
  ws.commit();
  await wb.commit();
}

/**
 * Issue 33 §3: xlsx export of N transaction rows (100,000 by default; `--machines N` makes it
 * N x 1,000 rows for a quick run), fed in pages as the table fetches them, through the product's
 * writer (typed cells, formats, exceljs' streaming WorkbookWriter) against exceljs' WorkbookWriter
 * writing the same rows bare (raw values, no types or formats). Aim: <= 1.3x. Peak memory of both,
 * and of exceljs' in-memory Workbook for the same rows, is printed: the streamed ones stay flat.
 */
export async function runXlsxExportBench(opts: XlsxExportBenchOptions = {}): Promise<{ rows: number; bareMs: number; exportMs: number; ratio: number; barePeakMb: number; exportPeakMb: number; inMemoryPeakMb: number }> {
  const n = opts.machines ? opts.machines * 1000 : 100_000;
  const bare = () => bareExcel(n);
  const ours = async (streaming: boolean) => {
    const writer = await XlsxRowWriter.open(n, undefined, { streaming });
    writer.startSheet({ name: 'Transactions', columns: COLUMNS });
    await forEachPage(n, (rows) => writer.addRows(rows));
    return writer.finish();
  };
  // One warm-up each, then alternate so both see the same machine state.
  await bare();
  await ours(true);
  const bareRuns: Array<{ ms: number; peakMb: number }> = [];
  const ourRuns: Array<{ ms: number; peakMb: number }> = [];
  for (let i = 0; i < 3; i++) {
    bareRuns.push(await measured(bare));
    ourRuns.push(await measured(() => ours(true)));
  }
  const inMemory = await measured(() => ours(false));
  const bareMs = median(bareRuns.map((r) => r.ms));
  const exportMs = median(ourRuns.map((r) => r.ms));
  const report = {
    rows: n,
    bareMs,
    exportMs,
    ratio: exportMs / bareMs,
    barePeakMb: Math.max(...bareRuns.map((r) => r.peakMb)),
    exportPeakMb: Math.max(...ourRuns.map((r) => r.peakMb)),
    inMemoryPeakMb: inMemory.peakMb,
  };
  console.log(
    `xlsx export of ${n} rows in pages of ${EXPORT_PAGE_ROWS}: exceljs WorkbookWriter bare ${bareMs.toFixed(0)} ms (peak +${report.barePeakMb.toFixed(0)} MB), ` +
      `typed streamed export ${exportMs.toFixed(0)} ms (peak +${report.exportPeakMb.toFixed(0)} MB), ratio ${report.ratio.toFixed(2)}x (aim <= 1.3x); ` +
      `exceljs in-memory Workbook ${inMemory.ms.toFixed(0)} ms (peak +${report.inMemoryPeakMb.toFixed(0)} MB)`,
  );
  return report;
}


/**
 * Issue 33 §3, the server's route: POST /v1/report_export/ for N of company A's events (100,000 by
 * default), read back as a client would (bytes counted, none kept), on the embedded database or
 * --database-url. Beside it exceljs' WorkbookWriter writing N rows bare in this process. The route's
 * time includes reading the rows through GraphQL in keyset batches; its peak memory is the whole
 * process's (server, database and client), sampled every 10 ms.
 */
export async function runXlsxExportRouteBench(opts: XlsxExportBenchOptions & { databaseUrl?: string } = {}): Promise<Record<string, number>> {
  const n = opts.machines ? opts.machines * 1000 : 100_000;
  const { db, dispose } = await openBenchDatabase(opts.databaseUrl, { embeddedWorker: true });
  try {
    await migrate(db);
    const fixture = await seedSecurityFixture(db);
    await db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, part_name, operation, shift_date, shift_key, type, erp_trans, quantity, reason_name, planned, "end", _company_id)
       SELECT timestamp '2026-01-01' + g * interval '1 minute', $1, 'PART-' || g % 37, 'OP10', date '2026-01-01' + g / 1440, 'DAY',
              CASE WHEN g % 10 = 0 THEN 'DOWN' ELSE 'PROD' END, 'T' || g, g % 50 + 0.25, CASE WHEN g % 10 = 0 THEN 'Jam' END, g % 20 = 0,
              CASE WHEN g % 10 = 0 THEN timestamp '2026-01-01' + g * interval '1 minute' + interval '45 seconds' END, $2
       FROM generate_series(1, $3::int) g`,
      [fixture.a.machineKey, fixture.a.id, n],
    );
    await db.exec('ANALYZE bigbrain_inpevent');
    const server = await startAssembledServer(db, { env: { GRAPHQL_MAX_ROWS_READ: String(n * 2) } });
    try {
      const { accessToken } = await oidcLogin({ baseUrl: server.url, email: fixture.users.aUser.email, password: fixture.users.aUser.password });
      let bytes = 0;
      const route = async () => {
        const res = await fetch(`${server.url}/v1/report_export/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ dataset: 'transactions', where: {}, order_by: [{ timestamp: 'desc' }], time_zone: 'America/New_York', export_id: `bench-${Date.now()}` }),
        });
        if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
        bytes = 0;
        for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
      };
      await route();
      await bareExcel(n);
      const routeRuns = [];
      const bareRuns = [];
      for (let i = 0; i < 3; i++) {
        bareRuns.push(await measured(() => bareExcel(n)));
        routeRuns.push(await measured(route));
      }
      const report = {
        rows: n,
        bareMs: Math.round(median(bareRuns.map((r) => r.ms))),
        routeMs: Math.round(median(routeRuns.map((r) => r.ms))),
        ratio: median(routeRuns.map((r) => r.ms)) / median(bareRuns.map((r) => r.ms)),
        bareHeapPeakMb: Math.round(Math.max(...bareRuns.map((r) => r.peakMb))),
        routeHeapPeakMb: Math.round(Math.max(...routeRuns.map((r) => r.peakMb))),
        bareRssPeakMb: Math.round(Math.max(...bareRuns.map((r) => r.peakRssMb))),
        routeRssPeakMb: Math.round(Math.max(...routeRuns.map((r) => r.peakRssMb))),
        fileMb: bytes / 1e6,
      };
      console.log(
        `server xlsx export of ${n} rows (${report.fileMb.toFixed(1)} MB): route ${report.routeMs} ms (heap +${report.routeHeapPeakMb} MB, RSS +${report.routeRssPeakMb} MB), ` +
          `exceljs WorkbookWriter bare ${report.bareMs} ms (heap +${report.bareHeapPeakMb} MB, RSS +${report.bareRssPeakMb} MB), ratio ${report.ratio.toFixed(2)}x (aim <= 1.3x)`,
      );
      return report;
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
}
