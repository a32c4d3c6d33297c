import websocket from '@fastify/websocket';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { graphqlRoutes } from '../server/graphql';
import type { AuthContext, ServerContext } from '../server/http/context';
import { EXPORT_PAGE_ROWS } from '../core/table-query';
import { XlsxRowWriter } from '../workbench/kit/export/xlsx-build';
import type { ExportColumn } from '../workbench/kit/export/xlsx-types';
import { countDocument, rowsDocument, sumDocument, tableVariables } from '../workbench/kit/data-table/table-documents';

export interface TablesBenchOptions {
  machines?: number;
  days?: number;
  databaseUrl?: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

// The Transaction Data export's columns (plugins/explorer-report/report-columns.ts), typed as exported.
const COLUMNS: ExportColumn[] = [
  { key: 'timestamp', header: 'Timestamp', type: 'datetime' },
  { key: 'machine_key', header: 'Machine', type: 'string' },
  { key: 'part_name', header: 'Part', type: 'string' },
  { key: 'operation', header: 'Operation', type: 'string' },
  { key: 'shift_date', header: 'Shift Date', type: 'date' },
  { key: 'shift_key', header: 'Shift', type: 'string' },
  { key: 'type', header: 'Type', type: 'string' },
  { key: 'erp_trans', header: 'Source ID', type: 'string' },
  { key: 'quantity', header: 'Quantity', type: 'float' },
  { key: 'reason_name', header: 'Reason', type: 'string' },
  { key: 'planned', header: 'Planned', type: 'bool' },
  { key: 'efficiency_percent', header: 'Efficiency %', type: 'percent' },
];

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
      efficiency_percent: (i % 10000) / 100 + 0.004,
    };
  });
}

/** The export's pages, as the table fetches them (10,000 rows each); each page is dropped once written. */
async function forEachPage(n: number, write: (rows: Array<Record<string, unknown>>) => Promise<void> | void): Promise<void> {
  for (let from = 0; from < n; from += EXPORT_PAGE_ROWS) await write(eventRows(from, Math.min(EXPORT_PAGE_ROWS, n - from)));
}

/** Runs fn, sampling heap and array buffers every 10 ms: its time and its peak memory above the start, in MB. */
async function measured(fn: () => Promise<unknown>): Promise<{ ms: number; peakMb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  (globalThis as { gc?: () => void }).gc?.();
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
export async function runXlsxExportBench(opts: TablesBenchOptions = {}): Promise<{ rows: number; bareMs: number; exportMs: number; ratio: number; barePeakMb: number; exportPeakMb: number; inMemoryPeakMb: number }> {
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

const benchAuth = async (): Promise<AuthContext> => ({
  userEuid: 'U1',
  email: 'bench@example.com',
  companyId: 1,
  companyEuid: 'C1',
  role: 'USER',
  isSuper: false,
  isDemo: false,
  claims: {
    'x-hasura-default-role': 'user',
    'x-hasura-allowed-roles': ['user'],
    'x-hasura-user-id': 'U1',
    'x-hasura-company-id': '1',
    'x-hasura-company': 'C1',
    'x-hasura-app-role': 'USER',
  },
});

/**
 * One Transaction Data page as the table asks for it (rows, aggregate count and aggregate sum of a
 * filtered, sorted page) through GraphQL over HTTP, against the same three statements in SQL.
 */
export async function runTablePageBench(opts: TablesBenchOptions = {}): Promise<{ events: number; sqlMedianMs: number; graphqlMedianMs: number; ratio: number }> {
  const machines = opts.machines ?? 100;
  const days = opts.days ?? 30;
  const perDay = 200;
  const db = await openDatabase({ databaseUrl: opts.databaseUrl });
  const ctx: ServerContext = {
    db,
    config: { ...loadConfig({}), graphqlMetadataFile: undefined },
    log: { info: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) },
    authenticate: benchAuth,
  };
  const app = Fastify();
  try {
    await migrate(db);
    await db.exec(`
      INSERT INTO core_company (id, euid, name) VALUES (1, 'C1', 'Bench Co');
      INSERT INTO bigbrain_inpevent ("timestamp", machine_key, part_name, operation, shift_date, shift_key, type, erp_trans, quantity, reason_name, planned, _company_id)
        SELECT TIMESTAMPTZ '2026-01-01' + (d * interval '1 day') + (e * interval '7 minutes'), 'M-' || m, 'PART-' || (e % 37), 'OP10',
               DATE '2026-01-01' + d, (ARRAY['DAY','AFTERNOON','MIDNIGHT'])[1 + e % 3], CASE WHEN e % 10 = 0 THEN 'DOWN' ELSE 'PROD' END,
               'T' || m || '-' || d || '-' || e, (e % 50) + 0.25, NULL, false, 1
          FROM generate_series(1, ${machines}) m, generate_series(0, ${days - 1}) d, generate_series(1, ${perDay}) e;
      ANALYZE bigbrain_inpevent;`);
    await app.register(websocket);
    await graphqlRoutes(app, ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/graphql`;
    const request = {
      table: 'bigbrain_inpevent',
      fields: ['id', 'timestamp', 'machine_key', 'part_name', 'operation', 'shift_date', 'shift_key', 'type', 'erp_trans', 'quantity', 'reason_name', 'planned', 'end'],
      where: { _and: [{ machine_key: { _ilike: '%M-1%' } }, { shift_date: { _gte: '2026-01-05' } }] },
      order_by: [{ timestamp: 'desc' }],
      limit: 25,
      offset: 50,
    };
    const post = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer bench' }, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (!body.data) throw new Error(`GraphQL bench query failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    // The table sends its three forms together.
    const graphql = () =>
      Promise.all([
        post(rowsDocument('query', request), tableVariables(request, true)),
        post(countDocument('query', request.table), tableVariables(request, false)),
        post(sumDocument('query', request.table, ['quantity']), tableVariables(request, false)),
      ]);
    const where = `_company_id = 1 AND machine_key ILIKE '%M-1%' AND shift_date >= '2026-01-05'`;
    const sql = () =>
      Promise.all([
        db.query(`SELECT id, "timestamp", machine_key, part_name, operation, shift_date, shift_key, type, erp_trans, quantity, reason_name, planned, "end" FROM bigbrain_inpevent WHERE ${where} ORDER BY "timestamp" DESC LIMIT 25 OFFSET 50`),
        db.query(`SELECT count(*) FROM bigbrain_inpevent WHERE ${where}`),
        db.query(`SELECT sum(quantity) FROM bigbrain_inpevent WHERE ${where}`),
      ]);
    await graphql();
    await sql();
    const sqlTimes: number[] = [];
    const gqlTimes: number[] = [];
    for (let i = 0; i < 15; i++) {
      sqlTimes.push(await time(sql));
      gqlTimes.push(await time(graphql));
    }
    const report = { events: machines * days * perDay, sqlMedianMs: median(sqlTimes), graphqlMedianMs: median(gqlTimes), ratio: median(gqlTimes) / median(sqlTimes) };
    console.log(
      `table page (rows + count + sum, ${report.events} events): SQL ${report.sqlMedianMs.toFixed(1)} ms, GraphQL over HTTP ${report.graphqlMedianMs.toFixed(1)} ms, ratio ${report.ratio.toFixed(2)}x`,
    );
    return report;
  } finally {
    await app.close();
    await db.close();
  }
}
