import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { graphqlRoutes } from '../server/graphql';
import type { ServerContext } from '../server/http/context';
import { countDocument, rowsDocument, sumDocument, tableVariables } from '../core/table-query/table-documents';
import { benchAuth } from './bench-auth';

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
