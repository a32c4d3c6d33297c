import { loadavg } from 'node:os';
import mqtt from 'mqtt';
import type { DataSourceRecord } from '../core/connectors';
import type { Hold } from '../server/db/connection-holds';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { PgliteWorkerDatabase } from '../server/db/pglite-worker-database';
import { procCpuSeconds } from '../server/kit/proc-cpu';
import { startLoadPlant } from '../tests/support/ingest-load';
import { startMosquitto } from '../tests/support/mosquitto';
import { percentile } from '../tests/support/percentile';
import { watchResults, type SentUnits } from '../tests/support/result-sockets';
import { openBenchDatabase } from './bench-database';

export interface ConnectorsBenchOptions {
  /** Machines publishing (default 100). */
  machines?: number;
  /** How long they publish (default 120 s; `--seconds` shortens it). */
  seconds?: number;
  /** Absent: an embedded database on its worker thread, as npm start runs it. */
  databaseUrl?: string;
  /** The data source's MQTT version: 4 (3.1.1, a new source's default) or 5. */
  protocolVersion?: 4 | 5;
}

export interface ConnectorsBenchReport {
  database: string;
  protocolVersion: 4 | 5;
  machines: number;
  seconds: number;
  /** Messages the broker acknowledged (QoS 1), each one unit produced. */
  published: number;
  /** Messages the data source stored (its `messages`) and rejected. */
  stored: number;
  /** What the source had stored when the last message was acknowledged by the broker: whether storing kept up. */
  storedWhenPublished: number;
  /** The transactions that stored the events (distinct xmin of their rows). */
  transactions: number;
  rejected: number;
  /** Units produced in the machines' shift results. */
  inResults: number;
  publishRate: number;
  latency: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** p95 over the issue's 1 s target. */
  ratioToTarget: number;
  /** CPU seconds (user + system) of this process, server and embedded database included, from the first message published to the results settled. */
  cpuSeconds: number;
  /** Wall seconds of the same span. */
  wallSeconds: number;
  /** CPU seconds of this process's main thread (the server, the source, the sockets, the publisher) in that span. */
  mainThreadCpuSeconds?: number;
  /** The embedded database: CPU seconds of its thread, and how long each kind of work held its one connection in that span (ms, times). */
  databaseThreadCpuSeconds?: number;
  holds?: Record<string, Hold>;
  errors: string[];
}

const MESSAGES_PER_SECOND = 1_000;
const BATCHES_PER_SECOND = 10;
const SOCKETS = 50;
const TARGET_MS = 1_000;
const BROKER_USER = { username: 'bench', password: 'bench-broker-pw' };
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Issue 38 point 7: 100 machines publish 1,000 UMH messages per second in total (one unit each,
 * QoS 1) to Debian's mosquitto for 2 minutes; the assembled server's mqtt/umh data source stores
 * them through the ingestion path while 50 graphql-ws sockets listen to their machine's results.
 * Prints published = stored = in the results, and the time from publishing a message until a
 * socket's result holds it, p95 against the 1 s target.
 */
export async function runConnectorsBench(opts: ConnectorsBenchOptions = {}): Promise<ConnectorsBenchReport> {
  const machines = opts.machines ?? 100;
  const protocolVersion = opts.protocolVersion ?? 4;
  const seconds = opts.seconds ?? 120;
  const say = (line: string) => console.log(`connectors: ${line}`);
  const errors: string[] = [];
  const fail = (what: string) => void (errors.length < 20 && errors.push(what));
  const { db, dispose } = await openBenchDatabase(opts.databaseUrl, { embeddedWorker: true });
  const broker = await startMosquitto(BROKER_USER);
  try {
    await migrate(db);
    const plant = await startLoadPlant(db, machines, { info: () => {}, warn: (m) => say(`server warning: ${m}`), error: (m) => say(`server error: ${m}`) });
    try {
      const keys = (await db.query<{ key: string }>(`SELECT key FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE' ORDER BY key`, [plant.companyId])).rows.map((r) => r.key);
      const api = (method: string, path: string, body?: unknown) =>
        fetch(`${plant.server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${plant.writerToken}` }, body: body === undefined ? undefined : JSON.stringify(body) });
      const created = await api('POST', '/v1/data_sources/', {
        name: 'Bench', kind: 'mqtt', url: broker.url, ...BROKER_USER,
        settings: { topics: ['umh/v1/bench/#'], format: 'umh', protocol_version: protocolVersion, mapping: [{ tag: 'part', signal: 'part' }, { tag: 'produced', signal: 'produced' }] },
      });
      if (created.status !== 201) throw new Error(`adding the data source: ${created.status} ${await created.text()}`);
      const sourceId = ((await created.json()) as DataSourceRecord).id;
      const source = async () => (await (await api('GET', `/v1/data_sources/${sourceId}/`)).json()) as DataSourceRecord;
      for (let i = 0; (await source()).status !== 'connected'; i++) {
        if (i > 300) throw new Error(`the data source did not connect: ${JSON.stringify(await source())}`);
        await sleep(100);
      }
      const sockets = await watchResults(plant.server.url, plant.readerToken, keys, SOCKETS, fail);
      say(`${machines} machines, ${MESSAGES_PER_SECOND} messages/s for ${seconds} s to mosquitto, a source on MQTT ${protocolVersion === 5 ? '5' : '3.1.1'}, ${SOCKETS} sockets, on the ${db.kind} database`);

      const publisher = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: 'bench-machines' });
      const lastTs = new Map<string, number>();
      const sent: SentUnits[] = [];
      const acks: Array<Promise<void>> = [];
      const perBatch = MESSAGES_PER_SECOND / BATCHES_PER_SECOND;
      let next = 0;
      const holdsBefore = await holdsOf(db);
      const cpuBefore = process.cpuUsage();
      const mainBefore = procCpuSeconds('thread-self');
      const started = performance.now();
      // Open loop: batch k leaves at start + k / 10 s, whether or not the broker has answered the ones before.
      for (let k = 0; k < seconds * BATCHES_PER_SECOND; k++) {
        const wait = started + (k * 1_000) / BATCHES_PER_SECOND - performance.now();
        if (wait > 0) await sleep(wait);
        const batch: SentUnits = { sentAt: performance.now(), perMachine: new Map(), ok: true };
        sent.push(batch);
        for (let j = 0; j < perBatch; j++) {
          const key = keys[next++ % keys.length]!;
          // A message's Source ID is its topic, tag and timestamp: one machine's timestamps never repeat.
          const ts = Math.max(Date.now(), (lastTs.get(key) ?? 0) + 1);
          lastTs.set(key, ts);
          batch.perMachine.set(key, (batch.perMachine.get(key) ?? 0) + 1);
          const payload = JSON.stringify({ timestamp_ms: ts, part: 'BENCH-PART', produced: 1 });
          acks.push(publisher.publishAsync(`umh/v1/bench/site/area/line/${key}/_historian`, payload, { qos: 1 }).then(() => undefined, (e: unknown) => {
            batch.ok = false;
            fail(`publish: ${String(e)}`);
          }));
        }
      }
      await Promise.all(acks);
      const publishSeconds = (performance.now() - started) / 1000;
      const storedWhenPublished = (await source()).messages;
      await publisher.endAsync();
      const published = sent.filter((b) => b.ok).reduce((s, b) => s + [...b.perMachine.values()].reduce((a, n) => a + n, 0), 0);
      say(`published ${published} in ${publishSeconds.toFixed(1)} s; waiting for the results (at most ${Math.max(60, seconds)} s)`);
      await sockets.settle(sent, Math.max(60, seconds) * 1000);
      const latencies = sockets.latencies(sent);
      const cpu = process.cpuUsage(cpuBefore);
      const mainCpu = procCpuSeconds('thread-self');
      const wallSeconds = (performance.now() - started) / 1000;
      const holdsAfter = await holdsOf(db);
      const holds = holdsBefore && holdsAfter && subtractHolds(holdsAfter.held, holdsBefore.held);
      const dbCpu = holdsBefore?.cpuSeconds !== undefined && holdsAfter?.cpuSeconds !== undefined ? holdsAfter.cpuSeconds - holdsBefore.cpuSeconds : undefined;
      const figures = await source();
      const inResults = await db.query<{ n: string | null }>(
        `SELECT sum(r.units_produced) AS n FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
          WHERE r._company_id = $1 AND e.category = 'MACHINE' AND r.shift_key <> 'SUMMARY'`,
        [plant.companyId],
      );
      const transactions = await db.query<{ n: string }>(`SELECT count(DISTINCT xmin::text) AS n FROM bigbrain_inpevent WHERE _company_id = $1`, [plant.companyId]);
      const report: ConnectorsBenchReport = {
        database: db.kind,
        protocolVersion,
        machines: keys.length,
        seconds,
        published,
        stored: figures.messages,
        storedWhenPublished,
        transactions: Number(transactions.rows[0]!.n),
        rejected: figures.rejected,
        inResults: Number(inResults.rows[0]!.n ?? 0),
        publishRate: published / publishSeconds,
        latency: { samples: latencies.length, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: latencies.reduce((m, x) => Math.max(m, x), 0) },
        ratioToTarget: percentile(latencies, 95) / TARGET_MS,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        wallSeconds,
        ...(mainBefore !== undefined && mainCpu !== undefined ? { mainThreadCpuSeconds: mainCpu - mainBefore } : {}),
        ...(dbCpu !== undefined ? { databaseThreadCpuSeconds: dbCpu } : {}),
        ...(holds ? { holds } : {}),
        errors,
      };
      say(`published ${report.published} = stored ${report.stored} = in the results ${report.inResults} (rejected ${report.rejected}, errors ${errors.length}${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''})`);
      say(`stored when the last message was published: ${storedWhenPublished}; ${report.transactions} transactions stored them (${(report.stored / Math.max(1, report.transactions)).toFixed(1)} messages each)`);
      say(`publish to updated result on a socket: p50 ${report.latency.p50Ms.toFixed(0)} ms, p95 ${report.latency.p95Ms.toFixed(0)} ms, max ${report.latency.maxMs.toFixed(0)} ms (${report.latency.samples} samples); p95 / 1 s target = ${report.ratioToTarget.toFixed(2)}`);
      const threads = [report.mainThreadCpuSeconds !== undefined && `main thread ${report.mainThreadCpuSeconds.toFixed(1)}`, dbCpu !== undefined && `database thread ${dbCpu.toFixed(1)}`].filter(Boolean);
      say(`this process: ${report.cpuSeconds.toFixed(1)} CPU-s (user+sys${threads.length ? `; ${threads.join(', ')}` : ''}) in ${wallSeconds.toFixed(1)} s from the first message to the results settled, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
      if (holds) say(`the connection held (s, times): ${Object.entries(holds).map(([k, h]) => `${k} ${(h.ms / 1000).toFixed(1)} (${h.count})`).join(', ')}`);
      return report;
    } finally {
      await plant.server.close();
    }
  } finally {
    await broker.stop();
    await dispose();
  }
}

const holdsOf = (db: Database) => (db instanceof PgliteWorkerDatabase ? db.holds() : Promise.resolve(undefined));

function subtractHolds(after: Record<string, Hold>, before: Record<string, Hold>): Record<string, Hold> {
  return Object.fromEntries(Object.entries(after).map(([k, h]) => [k, { ms: Math.round(h.ms - (before[k]?.ms ?? 0)), count: h.count - (before[k]?.count ?? 0) }]));
}

/**
 * The same with the source on MQTT 5: it tells the broker how many unacknowledged messages it takes
 * (receiveMaximum), where on MQTT 3.1.1 the broker's own in-flight limit bounds its batches.
 */
export function runConnectorsMqtt5Bench(opts: ConnectorsBenchOptions = {}): Promise<ConnectorsBenchReport> {
  return runConnectorsBench({ ...opts, protocolVersion: 5 });
}
