import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { HOSTILE_QUERIES } from '../tests/integration/hostile-queries';
import { seedSecurityFixture, type SecurityFixture } from '../tests/integration/security-fixture';
import { measureTenantIsolation, type IsolationClients } from '../tests/integration/tenant-flood';
import { seedTenantVolume } from '../tests/integration/tenant-volume';
import { startAssembledServer } from '../tests/support/assembled-server';
import { oidcLogin } from '../tests/support/oidc-login';
import { openBenchDatabase } from './bench-database';

export interface TenantIsolationBenchOptions {
  /** Absent: an in-memory embedded database on its worker thread, as npm start runs it. */
  databaseUrl?: string;
  /** How long company B measures per case, in ms. */
  durationMs?: number;
}

export interface TenantIsolationCase {
  name: string;
  /** Company A's requests, those refused by the limits and those refused by the refusal budget (429). */
  sent: number;
  refused: number;
  rateLimited: number;
  graphqlP95Ms: number;
  restP95Ms: number;
  /** B's p95 with A flooding / B's p95 with A idle. */
  graphqlRatio: number;
  restRatio: number;
}

export interface TenantIsolationBenchReport {
  idle: { graphqlP95Ms: number; restP95Ms: number };
  /** The refusal budget lifted: A pays for parsing and estimating every query (the worst case). */
  cases: TenantIsolationCase[];
  /** The product's default refusal budget, against the heaviest refused query. */
  withBudget: TenantIsolationCase;
}

/** A read the limits allow that reads every one of company A's events: the heaviest kind A can send. */
const ALLOWED_HEAVY = '{ bigbrain_inpevent_aggregate(where: {quantity: {_gte: 1}}) { aggregate { count sum { quantity } } } }';
const LIFTED_BUDGET = { GRAPHQL_REFUSED_PER_TOKEN: '1000000', GRAPHQL_REFUSED_PER_COMPANY: '1000000' };
/** The 1 s target of issue 34 for B's GraphQL and REST p95. */
const TARGET_MS = 1_000;

type Measured = { idle: TenantIsolationBenchReport['idle']; cases: TenantIsolationCase[] };

/** Starts a server with `env`, measures B idle, then B while A sends each query in turn. */
async function measureOnServer(db: Database, fixture: SecurityFixture, env: Record<string, string>, queries: ReadonlyArray<readonly [string, string]>, durationMs: number): Promise<Measured> {
  const server = await startAssembledServer(db, { env: { GRAPHQL_STATISTICS_REFRESH_MS: '1000', ...env } });
  try {
    const login = (u: { email: string; password: string }) => oidcLogin({ baseUrl: server.url, email: u.email, password: u.password });
    const a = await login(fixture.users.aUser);
    const b = await login(fixture.users.bAdmin);
    const post = async (token: string, query: string) => {
      const res = await fetch(`${server.url}/v1/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return { body: await res.json() };
    };
    const clients: IsolationClients = {
      hostile: (query) => post(a.accessToken, query),
      otherGraphql: () => post(b.accessToken, '{ bigbrain_entity(limit: 10, order_by: {id: asc}) { euid name } }'),
      otherRest: async () => {
        const res = await fetch(`${server.url}/v1/entity/${fixture.b.machineEuid}/tumor/`, { headers: { authorization: `Bearer ${b.accessToken}` } });
        await res.arrayBuffer();
        return { status: res.status };
      },
    };
    await measureTenantIsolation(clients, null, { durationMs: 1_000 });
    const idleMeasure = await measureTenantIsolation(clients, null, { durationMs });
    const idle = { graphqlP95Ms: Math.round(idleMeasure.graphqlP95Ms), restP95Ms: Math.round(idleMeasure.restP95Ms) };
    console.log(`company B, company A idle: GraphQL p95 ${idle.graphqlP95Ms} ms, REST p95 ${idle.restP95Ms} ms`);
    const cases: TenantIsolationCase[] = [];
    for (const [name, query] of queries) {
      const m = await measureTenantIsolation(clients, query, { durationMs });
      const c: TenantIsolationCase = {
        name,
        sent: m.hostileSent,
        refused: m.hostileRefused,
        rateLimited: m.hostileRateLimited,
        graphqlP95Ms: Math.round(m.graphqlP95Ms),
        restP95Ms: Math.round(m.restP95Ms),
        graphqlRatio: Number((m.graphqlP95Ms / idleMeasure.graphqlP95Ms).toFixed(2)),
        restRatio: Number((m.restP95Ms / idleMeasure.restP95Ms).toFixed(2)),
      };
      const verdict = c.graphqlP95Ms < TARGET_MS && c.restP95Ms < TARGET_MS ? 'under' : 'OVER';
      console.log(
        `A sends ${name} (${c.sent} sent, ${c.refused} refused by the limits, ${c.rateLimited} by the budget): B's GraphQL p95 ${c.graphqlP95Ms} ms (x${c.graphqlRatio}), REST p95 ${c.restP95Ms} ms (x${c.restRatio}), ${verdict} the ${TARGET_MS} ms target`,
      );
      cases.push(c);
    }
    return { idle, cases };
  } finally {
    await server.close();
  }
}

/**
 * Issue 34 §1: company A (60,000 events, 51,200 15-minute buckets, 5,000 results) sends each of the
 * issue's queries from four clients while company B alternates GraphQL and REST requests; prints B's
 * p95 against B's p95 with A idle (measured in the same run) and the 1 s target. First with the
 * refusal budget lifted (the worst case), then with the product's default budget. About 8 durations
 * plus seeding: 100-200 s with the default 5 s.
 */
export async function runTenantIsolationBench(options: TenantIsolationBenchOptions = {}): Promise<TenantIsolationBenchReport> {
  const { db, dispose } = await openBenchDatabase(options.databaseUrl, { embeddedWorker: true });
  try {
    await migrate(db);
    const fixture = await seedSecurityFixture(db);
    await seedTenantVolume(db, fixture.a.id, fixture.a.machineKey);
    const durationMs = options.durationMs ?? 5_000;
    console.log('refusal budget lifted (every refused query is parsed and estimated):');
    const lifted = await measureOnServer(db, fixture, LIFTED_BUDGET, [...Object.entries(HOSTILE_QUERIES), ['an allowed read of every event', ALLOWED_HEAVY] as const], durationMs);
    console.log('default refusal budget (GRAPHQL_REFUSED_PER_TOKEN, _PER_COMPANY):');
    const heaviest = ['aggregate aliases', HOSTILE_QUERIES['aggregate aliases']!] as const;
    const budgeted = await measureOnServer(db, fixture, {}, [heaviest], durationMs);
    return { ...lifted, withBudget: budgeted.cases[0]! };
  } finally {
    await dispose();
  }
}
