import type { Database } from '../../server/db/database';
import type { Logger } from '../../server/http/context';
import { loadCalendars } from '../../server/engine/calendar';
import { ShiftWindows } from '../../server/engine/shift-windows';
import { DEMO_PLANT_USERS, seedDemoStructure } from '../../server/demo';
import { startAssembledServer, type AssembledServer } from './assembled-server';
import { oidcLogin } from './oidc-login';
import { percentile } from './percentile';
import { watchResults, type SentUnits } from './result-sockets';

/**
 * A bounded load on loopback, as issue 15 "Ingestion under load" sets it: events posted to
 * /v1/ingest/events at a fixed rate (open loop: a slow answer does not slow the sender), while
 * GraphQL clients poll a dashboard and graphql-ws sockets listen to their machine's results.
 * Afterwards it checks that every acknowledged event is stored and counted in the results, and
 * measures, per socket, the time from sending an event until its machine's result includes it.
 */
export interface IngestLoadOptions {
  /** The server's address (http://127.0.0.1:PORT). */
  url: string;
  db: Database;
  companyId: number;
  /** Access token of an admin or manager (sends the events). */
  writerToken: string;
  /** Access token of the user the dashboards and sockets run as. */
  readerToken: string;
  eventsPerSecond: number;
  seconds: number;
  /** Posts per second; the events of a second are split evenly over them. */
  postsPerSecond?: number;
  graphqlClients: number;
  /** Each dashboard client's pause between the end of one poll and the next. */
  graphqlPollMs?: number;
  sockets: number;
  /** The longest wait, after the last post, for the queues to empty and the results to catch up. */
  settleMs?: number;
}

export interface IngestLoadReport {
  machines: number;
  sent: number;
  acked: number;
  /** Events per second actually sent over the run. */
  sendRate: number;
  /** Failed posts, GraphQL errors and socket errors, with the first few messages. */
  errors: number;
  errorSamples: string[];
  /** Acknowledged events found in bigbrain_inpevent afterwards. */
  stored: number;
  /** Units produced in the machines' shift results afterwards (each event is one unit). */
  inResults: number;
  /** Time from posting an event until a listening socket's result includes it. */
  latency: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Event posts: answer time. */
  postP95Ms: number;
  graphql: { polls: number; p95Ms: number };
  socketUpdates: number;
}

const PART = 'LOAD-PART';

const DASHBOARD = `query LoadDashboard($from: date!) {
  bigbrain_resentity(where: {shift_date: {_gte: $from}}, order_by: [{entity_id: asc}, {shift_key: asc}]) {
    shift_date shift_key units_produced units_good efficiency_percent availability_percent performance_percent quality_percent
    entity { name key category }
  }
}`;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A post's send time and events per machine key. */
type Post = SentUnits;

/** The machines of the company with what an event row needs: key, and its shift date and key for an instant. */
async function machineShifts(db: Database, companyId: number) {
  const cal = (await loadCalendars(db, [companyId])).get(companyId);
  if (!cal || cal.machines.size === 0) throw new Error(`company ${companyId} has no machines`);
  const windows = new ShiftWindows(cal.shifts);
  const keys = [...cal.machines.keys()].sort();
  const shiftAt = (key: string, at: number) => {
    const w = windows.overlapping(at, at, cal.machines.get(key)!.timezone)[0];
    if (!w) throw new Error(`no shift holds ${new Date(at).toISOString()} for machine ${key}: the load needs shifts around the clock`);
    return w;
  };
  return { keys, shiftAt };
}

export interface LoadPlant {
  server: AssembledServer;
  companyId: number;
  /** The demo plant's admin (sends the events) and operator (watches), signed in at the server's provider. */
  writerToken: string;
  readerToken: string;
}

/** A demo plant of `machines` machines behind the assembled server with its engine workers, and two users signed in. */
export async function startLoadPlant(db: Database, machines: number, log?: Logger): Promise<LoadPlant> {
  const { companyId } = await seedDemoStructure(db, { machines });
  const server = await startAssembledServer(db, { workers: true, log });
  const login = async (role: string) => {
    const user = DEMO_PLANT_USERS.find((u) => u.role === role && !u.isSuper && !u.isDemo)!;
    return (await oidcLogin({ baseUrl: server.url, email: user.email, password: user.password })).accessToken;
  };
  return { server, companyId, writerToken: await login('ADMIN'), readerToken: await login('USER') };
}

export async function runIngestLoad(opts: IngestLoadOptions): Promise<IngestLoadReport> {
  const { url, db, companyId, eventsPerSecond, seconds } = opts;
  const postsPerSecond = opts.postsPerSecond ?? 10;
  const { keys, shiftAt } = await machineShifts(db, companyId);
  const errors: string[] = [];
  const fail = (what: string) => void errors.push(what);

  // The sockets: socket i listens to machine i mod M; every result it receives is kept with its time.
  const sockets = await watchResults(url, opts.readerToken, keys, opts.sockets, fail);

  // The dashboards: each client polls, waits, polls again, until the sending is over.
  let sending = true;
  const graphqlTimes: number[] = [];
  const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const dashboards = Array.from({ length: opts.graphqlClients }, async (_, i) => {
    await sleep((i * (opts.graphqlPollMs ?? 1_000)) / Math.max(1, opts.graphqlClients)); // spread, not in lock-step
    while (sending) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}/v1/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.readerToken}` },
          body: JSON.stringify({ query: DASHBOARD, variables: { from } }),
        });
        const body = (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> };
        if (res.status !== 200 || !body.data) fail(`dashboard ${i}: ${res.status} ${body.errors?.[0]?.message ?? ''}`);
      } catch (e) {
        fail(`dashboard ${i}: ${String(e)}`);
      }
      graphqlTimes.push(performance.now() - t0);
      await sleep(opts.graphqlPollMs ?? 1_000);
    }
  });

  // The sender: post k leaves at start + k / postsPerSecond, whether or not earlier ones have answered.
  const perPost = Math.round(eventsPerSecond / postsPerSecond);
  const totalPosts = Math.round(seconds * postsPerSecond);
  const posts: Post[] = [];
  const postTimes: number[] = [];
  const inFlight: Array<Promise<void>> = [];
  let next = 0;
  const started = performance.now();
  for (let k = 0; k < totalPosts; k++) {
    const due = started + (k * 1_000) / postsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const now = Date.now();
    const rows = Array.from({ length: perPost }, () => {
      const key = keys[next++ % keys.length]!;
      const w = shiftAt(key, now);
      return { timestamp: new Date(now).toISOString(), machine_key: key, part_name: PART, operation: 'OP10', shift_date: w.shiftDate, shift_key: w.shiftKey, type: 'PROD', quantity: 1 };
    });
    const post: Post = { sentAt: performance.now(), perMachine: new Map() };
    for (const r of rows) post.perMachine.set(r.machine_key, (post.perMachine.get(r.machine_key) ?? 0) + 1);
    posts.push(post);
    inFlight.push(
      fetch(`${url}/v1/ingest/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.writerToken}` },
        body: JSON.stringify(rows),
      })
        .then(async (res) => {
          post.ok = res.status === 200;
          if (!post.ok) fail(`post ${k}: ${res.status} ${(await res.text()).slice(0, 200)}`);
          else await res.arrayBuffer();
        })
        .catch((e: unknown) => void fail(`post ${k}: ${String(e)}`))
        .finally(() => postTimes.push(performance.now() - post.sentAt)),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - started) / 1000;
  sending = false;
  await Promise.all(dashboards);

  const acked = posts.filter((p) => p.ok).reduce((s, p) => s + [...p.perMachine.values()].reduce((a, b) => a + b, 0), 0);
  // Every socket's machine must reach the total of the acknowledged posts; wait for that, bounded.
  await sockets.settle(posts, opts.settleMs ?? 60_000);

  const latencies = sockets.latencies(posts);
  const stored = await db.query<{ n: string }>(`SELECT count(*) AS n FROM bigbrain_inpevent WHERE _company_id = $1 AND part_name = $2`, [companyId, PART]);
  const inResults = await db.query<{ n: string | null }>(
    `SELECT sum(r.units_produced) AS n FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
      WHERE r._company_id = $1 AND e.category = 'MACHINE' AND r.shift_key <> 'SUMMARY'`,
    [companyId],
  );
  return {
    machines: keys.length,
    sent: posts.length * perPost,
    acked,
    sendRate: (posts.length * perPost) / sendSeconds,
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    stored: Number(stored.rows[0]!.n),
    inResults: Number(inResults.rows[0]!.n ?? 0),
    latency: { samples: latencies.length, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: latencies.reduce((m, x) => Math.max(m, x), 0) },
    postP95Ms: percentile(postTimes, 95),
    graphql: { polls: graphqlTimes.length, p95Ms: percentile(graphqlTimes, 95) },
    socketUpdates: sockets.updates(),
  };
}
