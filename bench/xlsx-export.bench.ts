import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
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

/** Runs fn, sampling heap and array buffers every 10 ms: its time and its peak memory above the start, in MB. */
async function measured(fn: () => Promise<unknown>): Promise<{ ms: number; peakMb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  collectGarbage();
  const base = used();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 10);
  const t0 = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - t0;
  peak = Math.max(peak, used());
  return { ms, peakMb: (peak - base) / 1e6 };
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
  const bare = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('Transactions');
    ws.addRow(COLUMNS.map((c) => c.header)).commit();
    await forEachPage(n, (rows) => {
      for (const r of rows) ws.addRow(COLUMNS.map((c) => r[c.key])).commit();
    });
    ws.commit();
    await wb.commit();
  };
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

