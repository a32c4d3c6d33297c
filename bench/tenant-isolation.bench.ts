import { migrate } from '../server/db/migrate';
import { HOSTILE_QUERIES } from '../tests/integration/hostile-queries';
import { seedSecurityFixture } from '../tests/integration/security-fixture';
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
  /** Company A's requests, and those refused by the limits. */
  sent: number;
  refused: number;
  graphqlP95Ms: number;
  restP95Ms: number;
  /** B's p95 with A flooding / B's p95 with A idle. */
  graphqlRatio: number;
  restRatio: number;
}

export interface TenantIsolationBenchReport {
  idle: { graphqlP95Ms: number; restP95Ms: number };
  cases: TenantIsolationCase[];
}

/** A read the limits allow that reads every one of company A's events: the heaviest kind A can send. */
const ALLOWED_HEAVY = '{ bigbrain_inpevent_aggregate(where: {quantity: {_gte: 1}}) { aggregate { count sum { quantity } } } }';

/**
 * Issue 34 §1: company A (60,000 events, 51,200 15-minute buckets, 5,000 results) sends each of the
 * issue's queries from four clients while company B alternates GraphQL and REST requests; prints B's
 * p95 against B's p95 with A idle, measured in the same run.
 */
export async function runTenantIsolationBench(options: TenantIsolationBenchOptions = {}): Promise<TenantIsolationBenchReport> {
  const { db, dispose } = await openBenchDatabase(options.databaseUrl, { embeddedWorker: true });
  try {
    await migrate(db);
    const fixture = await seedSecurityFixture(db);
    await seedTenantVolume(db, fixture.a.id, fixture.a.machineKey);
    const server = await startAssembledServer(db, { env: { GRAPHQL_STATISTICS_REFRESH_MS: '1000' } });
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
      const durationMs = options.durationMs ?? 5_000;
      await measureTenantIsolation(clients, null, { durationMs: 1_000 });
      const idle = await measureTenantIsolation(clients, null, { durationMs });
      console.log(`company B, company A idle: GraphQL p95 ${idle.graphqlP95Ms.toFixed(0)} ms, REST p95 ${idle.restP95Ms.toFixed(0)} ms`);
      const cases: TenantIsolationCase[] = [];
      for (const [name, query] of [...Object.entries(HOSTILE_QUERIES), ['an allowed read of every event', ALLOWED_HEAVY] as const]) {
        const m = await measureTenantIsolation(clients, query, { durationMs });
        const c: TenantIsolationCase = {
          name,
          sent: m.hostileSent,
          refused: m.hostileRefused,
          graphqlP95Ms: Math.round(m.graphqlP95Ms),
          restP95Ms: Math.round(m.restP95Ms),
          graphqlRatio: Number((m.graphqlP95Ms / idle.graphqlP95Ms).toFixed(2)),
          restRatio: Number((m.restP95Ms / idle.restP95Ms).toFixed(2)),
        };
        console.log(`A sends ${name} (${c.sent} sent, ${c.refused} refused): B's GraphQL p95 ${c.graphqlP95Ms} ms (x${c.graphqlRatio}), REST p95 ${c.restP95Ms} ms (x${c.restRatio})`);
        cases.push(c);
      }
      return { idle: { graphqlP95Ms: Math.round(idle.graphqlP95Ms), restP95Ms: Math.round(idle.restP95Ms) }, cases };
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
}
