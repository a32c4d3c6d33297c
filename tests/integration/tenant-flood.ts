import { percentile } from '../support/percentile';

/** The requests of the two companies: A's GraphQL query, and B's own GraphQL and REST requests. */
export interface IsolationClients {
  hostile(query: string): Promise<{ body: any }>;
  otherGraphql(): Promise<{ body: any }>;
  otherRest(): Promise<{ status: number }>;
}

export interface IsolationMeasure {
  /** Company A's requests sent, those refused by the limits (validation-failed) and those by the refusal budget (429). */
  hostileSent: number;
  hostileRefused: number;
  hostileRateLimited: number;
  /** The body of A's first answer. */
  firstHostileAnswer: unknown;
  /** Company B's latencies (p95, ms) and how many requests each. */
  graphqlP95Ms: number;
  restP95Ms: number;
  samples: number;
}

export interface FloodOptions {
  /** Company A's clients, each sending the query again as soon as it is answered. */
  floodClients?: number;
  /** How long B measures while A floods. */
  durationMs?: number;
}

/**
 * Company A sends `query` from several clients for a bounded time (none: A stays idle) while company B
 * alternates a GraphQL and a REST request; answers B's p95 of each. A's requests still running when the
 * time is up are waited for, so the next measure starts on an idle server.
 */
export async function measureTenantIsolation(clients: IsolationClients, query: string | null, opts: FloodOptions = {}): Promise<IsolationMeasure> {
  const { floodClients = 4, durationMs = 4_000 } = opts;
  let stopped = false;
  let hostileSent = 0;
  let hostileRefused = 0;
  let hostileRateLimited = 0;
  let firstHostileAnswer: unknown;
  const flood = async () => {
    while (!stopped && query !== null) {
      const { body } = await clients.hostile(query);
      hostileSent += 1;
      firstHostileAnswer ??= body;
      const code = body?.errors?.[0]?.extensions?.code;
      if (code === 'validation-failed') hostileRefused += 1;
      if (code === 'rate-limit-exceeded') hostileRateLimited += 1;
    }
  };
  const floods = Array.from({ length: floodClients }, flood);
  // A's first requests reach the server before B starts measuring.
  await new Promise((r) => setTimeout(r, 200));
  const graphqlMs: number[] = [];
  const restMs: number[] = [];
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    let t = performance.now();
    const g = await clients.otherGraphql();
    graphqlMs.push(performance.now() - t);
    if (g.body?.errors) throw new Error(`company B's GraphQL request failed: ${JSON.stringify(g.body.errors)}`);
    t = performance.now();
    const r = await clients.otherRest();
    restMs.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`company B's REST request answered ${r.status}`);
  }
  stopped = true;
  await Promise.all(floods);
  return { hostileSent, hostileRefused, hostileRateLimited, firstHostileAnswer, graphqlP95Ms: percentile(graphqlMs, 95), restP95Ms: percentile(restMs, 95), samples: graphqlMs.length };
}
