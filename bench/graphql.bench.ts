import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import type { Database, ReadPool } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import type { ServerContext } from '../server/http/context';
import { graphqlRoutes } from '../server/graphql';
import { percentile } from '../tests/support/percentile';
import { benchAuth } from './bench-auth';
import { openBenchDatabase } from './bench-database';
import { benchHttpClient, type BenchHttpClient } from './bench-http';

export interface GraphqlBenchOptions {
  machines?: number;
  days?: number;
  /** Concurrent clients on loopback (bounded). */
  clients?: number;
  /** Requests in the concurrent phase, all clients together. */
  requests?: number;
  /** Sequential runs of each form for the ratio. */
  iterations?: number;
  /** Absent: an in-memory embedded database. */
  databaseUrl?: string;
}

export interface GraphqlBenchReport {
  rows: number;
  sqlMedianMs: number;
  graphqlMedianMs: number;
  /** GraphQL over HTTP / the same SQL run directly (median against median). */
  ratio: number;
  clients: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  /** The same clients running the SQL directly: its p95 and throughput, and GraphQL's share of that throughput. */
  sqlP95Ms: number;
  sqlRequestsPerSecond: number;
  throughputRatio: number;
  /** PostgreSQL server: statements the read pool ran per GraphQL request under load (identical waiting statements run once). */
  statementsPerRequest?: number;
  /**
   * What a developer would write instead (issue 39 point 2): a Fastify route running the same SQL and
   * answering its rows as JSON, through the same HTTP client and parse. GraphQL / it: latency (target
   * at most 1.0x) and throughput at `clients` (target at least 1.0).
   */
  handRouteMedianMs: number;
  handRouteRatio: number;
  handRouteP95Ms: number;
  handRouteRequestsPerSecond: number;
  handRouteThroughputRatio: number;
}

const SHIFTS = ['DAY', 'AFTERNOON', 'MIDNIGHT', 'SUMMARY'];
const PERCENTS = ['performance_percent', 'quality_percent', 'availability_percent', 'efficiency_percent', 'speed_loss_percent', 'scrap_loss_percent', 'planned_down_percent', 'unplanned_down_percent'];
const SECS = ['scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'available_secs', 'operating_secs', 'ideal_secs', 'good_secs', 'speed_loss_secs', 'scrap_loss_secs', 'goal_pps'];
const UNITS = ['units_produced', 'units_good', 'units_reworked', 'units_rejected', 'units_scrapped'];

/** One company, one site, one area, `machines` machines, and result rows for every machine, day and shift. */
export async function seedBenchResults(db: Database, machines: number, days: number): Promise<void> {
  await db.exec(`
    INSERT INTO core_company (id, euid, name) VALUES (1, 'C1', 'Bench Co');
    INSERT INTO bigbrain_entity (id, euid, name, key, category, parent_id, depth, _company_id) VALUES
      (1, 'C1E', 'Bench Co', 'bench', 'COMPANY', NULL, 0, 1), (2, 'S1', 'Site', 'site', 'SITE', 1, 1, 1), (3, 'A1', 'Area', 'area', 'AREA', 2, 2, 1);
    INSERT INTO bigbrain_entity (id, euid, name, key, category, parent_id, depth, _company_id)
      SELECT 10 + m, 'M' || m, 'Machine ' || m, 'MK' || m, 'MACHINE', 3, 3, 1 FROM generate_series(1, ${machines}) AS m;
    INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, ${[...SECS, ...PERCENTS, 'transaction_count', ...UNITS].join(', ')}, _company_id)
      SELECT s, DATE '2024-01-01' + d, 10 + m, ${SECS.map(() => '28800 * random()').join(', ')}, ${PERCENTS.map(() => '100 * random()').join(', ')},
             (1000 * random())::int, ${UNITS.map(() => 'round((1000 * random())::numeric)').join(', ')}, 1
        FROM generate_series(1, ${machines}) AS m, generate_series(0, ${days - 1}) AS d, unnest(ARRAY['${SHIFTS.join("','")}']) AS s;
    ANALYZE bigbrain_resentity;`);
}

const DASHBOARD_QUERY = `query Dashboard($start: date!, $end: date!, $parent: String!) {
  bigbrain_resentity(limit: 999999, order_by: {shift_date: asc},
    where: {shift_date: {_gte: $start, _lte: $end}, shift_key: {_eq: "DAY"}, entity: {parent: {euid: {_eq: $parent}}}}) {
    shift_key shift_date entity_id scheduled_secs ${PERCENTS.join(' ')} transaction_count ${UNITS.join(' ')} _company_id
    entity { name desc euid key }
  }
}`;

// The same question written by hand in SQL, rows as the driver returns them.
const DIRECT_SQL = `SELECT r.shift_key, r.shift_date, r.entity_id, r.scheduled_secs, ${PERCENTS.map((p) => `r.${p}`).join(', ')}, r.transaction_count,
    ${UNITS.map((u) => `r.${u}`).join(', ')}, r._company_id, e.name, e."desc", e.euid, e.key
  FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id JOIN bigbrain_entity p ON p.id = e.parent_id
 WHERE r._company_id = $1 AND r.shift_date BETWEEN $2 AND $3 AND r.shift_key = 'DAY' AND p.euid = $4
 ORDER BY r.shift_date`;

const median = (xs: number[]) => percentile(xs, 50);

/** Dashboard GraphQL query (one month, N machines) against the same SQL run directly, then p50/p95 under load. */
export async function runGraphqlBench(opts: GraphqlBenchOptions = {}): Promise<GraphqlBenchReport> {
  const { machines = 100, days = 31, clients = 50, requests = 500, iterations = 20 } = opts;
  // A database of its own (dropped afterwards), so a run never meets an earlier run's rows.
  // Embedded: on its worker thread, as npm start runs it (in the server's thread, each statement
  // stalled the requests arriving meanwhile, and no two of them waited together to be shared).
  const { db, dispose } = await openBenchDatabase(opts.databaseUrl, { embeddedWorker: true });
  const ctx: ServerContext = {
    db,
    config: { ...loadConfig({ GRAPHQL_POOL_SIZE: process.env.GRAPHQL_POOL_SIZE }), graphqlMetadataFile: undefined },
    log: { info: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) },
    authenticate: benchAuth,
  };
  // Idle connections are the client's to close (bench-http.ts, after 5 s). The server's keep-alive timer
  // runs from writing a response; in this one thread, starved on a loaded machine, the client read a
  // 1.9 MB response up to 55 s later, so Fastify's 72 s could still close a connection the client was reusing.
  const app = Fastify({ keepAliveTimeout: 600_000 });
  // The engine's read pool, to report how many statements the concurrent requests cost.
  let reads: ReadPool | undefined;
  const openReadPool = db.openReadPool?.bind(db);
  if (openReadPool) db.openReadPool = (o) => (reads = openReadPool(o));
  try {
    await migrate(db);
    await seedBenchResults(db, machines, days);
    await app.register(websocket);
    await graphqlRoutes(app, ctx);
    // The hand-written baseline: authenticated like GraphQL, the driver's rows (node-postgres; PGlite's embedded), Fastify's JSON.stringify.
    app.get('/v1/dashboard', async (req) => {
      const auth = await ctx.authenticate(req);
      const { start, end, parent } = req.query as { start: string; end: string; parent: string };
      return (await db.query(DIRECT_SQL, [auth.companyId, start, end, parent])).rows;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The dashboard shows one month (January) of however many days the plant has.
    const variables = { start: '2024-01-01', end: `2024-01-${String(Math.min(days, 31)).padStart(2, '0')}`, parent: 'A1' };
    const graphqlBody = JSON.stringify({ query: DASHBOARD_QUERY, variables });
    // Each form asks through the client of its phase (bench-http.ts); direct SQL needs none.
    type Form = (http: BenchHttpClient) => Promise<number>;
    const graphql: Form = async (http) => {
      const body = (await http.json('POST', '/v1/graphql', { 'content-type': 'application/json', authorization: 'Bearer bench' }, graphqlBody)) as {
        data?: { bigbrain_resentity: unknown[] };
        errors?: unknown;
      };
      if (!body.data) throw new Error(`GraphQL bench query failed: ${JSON.stringify(body.errors)}`);
      return body.data.bigbrain_resentity.length;
    };
    const handRoutePath = `/v1/dashboard?${new URLSearchParams(variables).toString()}`;
    const handRoute: Form = async (http) => ((await http.json('GET', handRoutePath, { authorization: 'Bearer bench' })) as unknown[]).length;
    const direct: Form = async () => (await db.query(DIRECT_SQL, [1, variables.start, variables.end, variables.parent])).rows.length;
    const time = async (fn: Form, http: BenchHttpClient) => {
      const t0 = performance.now();
      await fn(http);
      return performance.now() - t0;
    };

    const one = benchHttpClient(origin, 1);
    const sqlTimes: number[] = [];
    const gqlTimes: number[] = [];
    const handTimes: number[] = [];
    let rows: number;
    try {
      rows = await graphql(one);
      if (rows !== (await direct(one)) || rows !== (await handRoute(one))) throw new Error('GraphQL, the hand-written route and direct SQL disagree on the row count');
      for (let i = 0; i < iterations; i++) {
        sqlTimes.push(await time(direct, one));
        gqlTimes.push(await time(graphql, one));
        handTimes.push(await time(handRoute, one));
      }
    } finally {
      one.close();
    }

    // `clients` at once on loopback, one connection each, `requests` in all: GraphQL, direct SQL, the hand-written route.
    const underLoad = async (fn: Form) => {
      const http = benchHttpClient(origin, clients);
      const latencies: number[] = [];
      let next = 0;
      const t0 = performance.now();
      try {
        await Promise.all(
          Array.from({ length: clients }, async () => {
            while (next++ < requests) latencies.push(await time(fn, http));
          }),
        );
      } finally {
        http.close();
      }
      return { latencies, perSecond: (latencies.length / (performance.now() - t0)) * 1000 };
    };
    const before = reads && { ...reads.shared };
    const gqlLoad = await underLoad(graphql);
    const statementsPerRequest = reads && before && (reads.shared.statements - before.statements) / (reads.shared.requests - before.requests);
    const sqlLoad = await underLoad(direct);
    const handLoad = await underLoad(handRoute);
    const latencies = gqlLoad.latencies;

    const r: GraphqlBenchReport = {
      rows,
      sqlMedianMs: median(sqlTimes),
      graphqlMedianMs: median(gqlTimes),
      ratio: median(gqlTimes) / median(sqlTimes),
      clients,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      requestsPerSecond: gqlLoad.perSecond,
      sqlP95Ms: percentile(sqlLoad.latencies, 95),
      sqlRequestsPerSecond: sqlLoad.perSecond,
      throughputRatio: gqlLoad.perSecond / sqlLoad.perSecond,
      statementsPerRequest,
      handRouteMedianMs: median(handTimes),
      handRouteRatio: median(gqlTimes) / median(handTimes),
      handRouteP95Ms: percentile(handLoad.latencies, 95),
      handRouteRequestsPerSecond: handLoad.perSecond,
      handRouteThroughputRatio: gqlLoad.perSecond / handLoad.perSecond,
    };
    console.log(
      `graphql dashboard (${r.rows} rows, one month of ${days} days, ${machines} machines, ${db.kind} database): direct SQL ${r.sqlMedianMs.toFixed(1)} ms, GraphQL over HTTP ${r.graphqlMedianMs.toFixed(1)} ms, ratio ${r.ratio.toFixed(2)}x; ` +
        `${r.clients} clients: GraphQL p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, ${r.requestsPerSecond.toFixed(1)} req/s; ` +
        `direct SQL p95 ${r.sqlP95Ms.toFixed(1)} ms, ${r.sqlRequestsPerSecond.toFixed(1)} req/s; throughput ratio ${r.throughputRatio.toFixed(2)}` +
        `; hand-written route ${r.handRouteMedianMs.toFixed(1)} ms, GraphQL / it ${r.handRouteRatio.toFixed(2)}x (target 1.0x), at ${r.clients} clients p95 ${r.handRouteP95Ms.toFixed(1)} ms, ${r.handRouteRequestsPerSecond.toFixed(1)} req/s, GraphQL's throughput / its ${r.handRouteThroughputRatio.toFixed(2)} (target 1.0)` +
        (statementsPerRequest === undefined ? '' : `; statements run per GraphQL request ${statementsPerRequest.toFixed(2)} (identical statements waiting for a connection run once)`),
    );
    return r;
  } finally {
    await app.close();
    await dispose();
  }
}
