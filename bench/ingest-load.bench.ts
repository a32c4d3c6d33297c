import { migrate } from '../server/db/migrate';
import { runIngestLoad, startLoadPlant, type IngestLoadReport } from '../tests/support/ingest-load';
import { openBenchDatabase } from './bench-database';

export interface IngestLoadBenchOptions {
  /** Machines of the plant the events go to (default 24, the demo plant's size). */
  machines?: number;
  /** Absent: an embedded database on its worker thread, as npm start runs it. */
  databaseUrl?: string;
}

const EVENTS_PER_SECOND = 1_000;
const SECONDS = 120;
const GRAPHQL_CLIENTS = 20;
const SOCKETS = 50;

/**
 * Issue 15 "Ingestion under load": the assembled server (npm start's routes, identity provider and
 * engine workers) takes 1,000 events/s on /v1/ingest/events for 2 minutes while 20 GraphQL clients
 * poll a dashboard each second and 50 graphql-ws sockets listen to their machine's results.
 */
export async function runIngestLoadBench(opts: IngestLoadBenchOptions = {}): Promise<IngestLoadReport> {
  const { db, dispose } = await openBenchDatabase(opts.databaseUrl, { embeddedWorker: true });
  const say = (line: string) => console.log(`ingest-load: ${line}`);
  try {
    await migrate(db);
    const { server, companyId, writerToken, readerToken } = await startLoadPlant(db, opts.machines ?? 24, {
      info: () => {},
      warn: (m) => say(`server warning: ${m}`),
      error: (m) => say(`server error: ${m}`),
    });
    try {
      say(`${EVENTS_PER_SECOND} events/s for ${SECONDS} s, ${GRAPHQL_CLIENTS} GraphQL dashboards polling each second, ${SOCKETS} sockets, on the ${db.kind} database`);
      const r = await runIngestLoad({
        url: server.url, db, companyId, writerToken, readerToken,
        eventsPerSecond: EVENTS_PER_SECOND, seconds: SECONDS, graphqlClients: GRAPHQL_CLIENTS, sockets: SOCKETS,
      });
      say(`sent ${r.sent} events at ${r.sendRate.toFixed(0)}/s to ${r.machines} machines; acknowledged ${r.acked}; stored ${r.stored}; in the results ${r.inResults}; errors ${r.errors}${r.errors ? ` (${r.errorSamples.join(' | ')})` : ''}`);
      say(`event to updated result on a socket: p50 ${r.latency.p50Ms.toFixed(0)} ms, p95 ${r.latency.p95Ms.toFixed(0)} ms, max ${r.latency.maxMs.toFixed(0)} ms (${r.latency.samples} samples; target p95 < 1000 ms)`);
      say(`post answer p95 ${r.postP95Ms.toFixed(0)} ms; dashboard polls ${r.graphql.polls}, p95 ${r.graphql.p95Ms.toFixed(0)} ms; socket updates ${r.socketUpdates}`);
      return r;
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
}
