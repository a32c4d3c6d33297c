import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemoStructure } from '../server/demo/plant-structure';
import { ENGINE_EVENT_COLUMNS, generateProductionHistory } from '../server/demo/production-history';
import { drainQueues, enqueueForEvents, queueRegeneration, regenerate } from '../server/engine';
import { CopyBuffer, EVENT_COLUMNS } from '../server/engine/synthetic/csv';
import { withIndexesDeferred } from '../server/engine/synthetic/deferred-indexes';
import { startDrainProcess } from '../tests/support/drain-process';
import { openBenchDatabase } from './bench-database';

export interface DataPlatformBenchOptions {
  machines?: number;
  days?: number;
  /** Absent: an in-memory embedded database. */
  databaseUrl?: string;
}

export interface DataPlatformBenchReport {
  database: 'embedded' | 'server';
  machines: number;
  days: number;
  events: number;
  schedules: number;
  /** The load of the generated rows against a plain COPY of them; and generating with loading, as the first start does. */
  load: { eventsPerSec: number; baselineEventsPerSec: number; ratio: number; generateAndLoadEventsPerSec: number };
  regen: { seconds: number; eventsPerSec: number; baselineSeconds: number; ratio: number; writeFloorSeconds: number; floorRatio: number };
  incremental: { medianMs: number; baselineMs: number; ratio: number };
  /** PostgreSQL server only: the same regeneration drained by 1 and by 2 `npm run drain` processes. */
  workers?: { oneSeconds: number; twoSeconds: number; speedUp: number; startSeconds: number };
}

/** Queues a full regeneration and drains it with `n` worker processes; seconds until the last exits. */
async function regenerateWithProcesses(db: Database, url: string, companyId: number, n: number): Promise<number> {
  const t0 = performance.now();
  await queueRegeneration(db, { companyId });
  await drainWithProcesses(url, n);
  return secs(performance.now() - t0);
}

/** Runs `n` `npm run drain` processes until each exits; any failing fails the bench. */
async function drainWithProcesses(url: string, n: number): Promise<void> {
  const codes = await Promise.all(Array.from({ length: n }, () => startDrainProcess(url).exited));
  if (codes.some((c) => c !== 0)) throw new Error(`a drain process failed: exit codes ${codes.join(', ')}`);
}

/** The baseline of the regeneration: one SQL aggregate over the same events (counts and downtime per machine shift). */
const BASELINE_AGGREGATE = `SELECT machine_key, shift_date, shift_key,
    count(*) AS transactions,
    sum(quantity) FILTER (WHERE type = 'PROD') AS produced, sum(quantity) FILTER (WHERE type = 'SCRP') AS scrapped,
    sum(quantity) FILTER (WHERE type = 'RJCT') AS rejected, sum(quantity) FILTER (WHERE type = 'RWRK') AS reworked,
    sum(extract(epoch FROM COALESCE("end", now()) - "timestamp")) FILTER (WHERE type = 'DOWN' AND planned) AS planned_down,
    sum(extract(epoch FROM COALESCE("end", now()) - "timestamp")) FILTER (WHERE type = 'DOWN' AND NOT planned) AS unplanned_down
  FROM bigbrain_inpevent GROUP BY 1, 2, 3`;

/** The result tables a regeneration writes. */
const RESULT_TABLES = ['bigbrain_resschedule', 'bigbrain_restime', 'bigbrain_resentity'] as const;

/**
 * The write floor of a regeneration (issue 39 point 5): the same result rows written again by one
 * INSERT ... SELECT per table into an empty copy with the same indexes, so the regeneration's distance
 * from writing its output alone shows. Milliseconds.
 */
async function writeFloorMs(db: Database): Promise<number> {
  let ms = 0;
  for (const table of RESULT_TABLES) {
    await db.exec(`CREATE TABLE bench_floor_${table} (LIKE ${table} INCLUDING DEFAULTS INCLUDING INDEXES)`);
    const s = performance.now();
    await db.exec(`INSERT INTO bench_floor_${table} SELECT * FROM ${table}`);
    ms += performance.now() - s;
    await db.exec(`DROP TABLE bench_floor_${table}`);
  }
  return ms;
}

const secs = (ms: number) => ms / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Bulk load, full regeneration and incremental latency of the metrics engine for a demo plant of
 * `machines` x `days` (default 100 x 365), each beside a baseline measured in the same run.
 */
export async function runDataPlatformBench(opts: DataPlatformBenchOptions = {}): Promise<DataPlatformBenchReport> {
  const machines = opts.machines ?? 100;
  const days = opts.days ?? 365;
  const { db, dispose, url } = await openBenchDatabase(opts.databaseUrl);
  const say = (line: string) => console.log(`data-platform: ${line}`);
  try {
    say(`plant of ${machines} machines x ${days} days on the ${db.kind} database`);
    await migrate(db);
    const { companyId } = await seedDemoStructure(db, { machines, seed: 1 });
    // Generating and loading together (the first start's seeding), keeping the CSV chunks of events.
    const chunks: string[] = [];
    const copy = db.copyFrom.bind(db);
    db.copyFrom = async (table, columns, csv) => {
      if (table === 'bigbrain_inpevent') chunks.push(csv);
      await copy(table, columns, csv);
    };
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const g0 = performance.now();
    const { events, schedules } = await generateProductionHistory(db, companyId, { days, today, now, seed: 1 });
    const generateAndLoadMs = performance.now() - g0;
    db.copyFrom = copy;
    say(`${events} events, ${schedules} schedules`);

    // The bulk load itself on the same rows: into the emptied event table as the seeding loads it
    // (keys and indexes deferred, then built), against a plain COPY into a table without them.
    await db.exec('TRUNCATE bigbrain_inpevent');
    const l0 = performance.now();
    await withIndexesDeferred(db, 'bigbrain_inpevent', async () => {
      const loader = new CopyBuffer(db, 'bigbrain_inpevent', EVENT_COLUMNS);
      for (const csv of chunks) await loader.addCsv(csv, csv.split('\n').length - 1);
      await loader.flush();
    }, { analyzeColumns: ENGINE_EVENT_COLUMNS });
    const loadMs = performance.now() - l0;
    await db.exec('CREATE TABLE bench_event_copy (LIKE bigbrain_inpevent INCLUDING DEFAULTS)');
    const c0 = performance.now();
    for (const csv of chunks) await db.copyFrom('bench_event_copy', EVENT_COLUMNS, csv);
    const baselineLoadMs = performance.now() - c0;
    await db.exec('DROP TABLE bench_event_copy');
    chunks.length = 0;
    const load = {
      eventsPerSec: events / secs(loadMs),
      baselineEventsPerSec: events / secs(baselineLoadMs),
      ratio: baselineLoadMs / loadMs,
      generateAndLoadEventsPerSec: events / secs(generateAndLoadMs),
    };
    say(`bulk load (COPY, two at once on a server, with keys and indexes deferred, then built; ANALYZE): ${load.eventsPerSec.toFixed(0)} events/s; plain COPY of the same rows into a table without keys or indexes ${load.baselineEventsPerSec.toFixed(0)} events/s; ratio ${load.ratio.toFixed(2)} (target at least 0.5)`);
    say(`generating the plant's history and loading it, overlapped: ${load.generateAndLoadEventsPerSec.toFixed(0)} events/s`);

    const t0 = performance.now();
    let shown = 0;
    await regenerate(db, {
      companyId,
      now: () => now,
      onProgress: (done, total) => {
        if (done - shown >= 20_000) {
          shown = done;
          say(`  regeneration ${done} / ~${total} jobs`);
        }
      },
    });
    const regenMs = performance.now() - t0;
    const b0 = performance.now();
    await db.query(BASELINE_AGGREGATE);
    const baselineMs = performance.now() - b0;
    const floorMs = await writeFloorMs(db);
    const regen = {
      seconds: secs(regenMs), eventsPerSec: events / secs(regenMs), baselineSeconds: secs(baselineMs), ratio: regenMs / baselineMs,
      writeFloorSeconds: secs(floorMs), floorRatio: regenMs / floorMs,
    };
    say(`full regeneration: ${regen.seconds.toFixed(1)} s (${regen.eventsPerSec.toFixed(0)} events/s); one SQL aggregate over the same events ${regen.baselineSeconds.toFixed(2)} s; ratio ${regen.ratio.toFixed(2)}`);
    say(`write floor: the same result rows written by one INSERT ... SELECT per table (same indexes) ${regen.writeFloorSeconds.toFixed(2)} s; regeneration / floor ${regen.floorRatio.toFixed(2)}`);

    // One new event to an updated resentity, measured five times on the newest shift of one machine.
    const target = (
      await db.query<{ machine_key: string; ts: string }>(
        `SELECT machine_key, max("timestamp")::text AS ts FROM bigbrain_inpevent WHERE _company_id = $1 AND type = 'PROD' GROUP BY 1 ORDER BY 1 LIMIT 1`,
        [companyId],
      )
    ).rows[0]!;
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ts = Date.parse(target.ts) - (i + 1) * 1000;
      const s = performance.now();
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, type, quantity, _company_id) VALUES ($1, $2, 'PROD', 1, $3)`, [new Date(ts), target.machine_key, companyId]);
        await enqueueForEvents(tx, companyId, [{ machine_key: target.machine_key, timestamp: ts }], now);
      });
      await drainQueues(db, { now: () => now });
      latencies.push(performance.now() - s);
    }
    const incremental = { medianMs: median(latencies), baselineMs, ratio: median(latencies) / baselineMs };
    say(`incremental update: ${incremental.medianMs.toFixed(0)} ms from a new event to updated machine, area, site and company results; ratio to the aggregate ${incremental.ratio.toFixed(3)}`);
    let workers: DataPlatformBenchReport['workers'];
    if (url) {
      const oneSeconds = await regenerateWithProcesses(db, url, companyId, 1);
      const twoSeconds = await regenerateWithProcesses(db, url, companyId, 2);
      // Each process's start and exit is in both figures: on a small plant it is much of them.
      const s0 = performance.now();
      await drainWithProcesses(url, 1);
      const startSeconds = secs(performance.now() - s0);
      workers = { oneSeconds, twoSeconds, speedUp: oneSeconds / twoSeconds, startSeconds };
      say(
        `regeneration by worker processes (npm run drain, FOR UPDATE SKIP LOCKED): 1 process ${oneSeconds.toFixed(1)} s, 2 processes ${twoSeconds.toFixed(1)} s, speed-up ${workers.speedUp.toFixed(2)}x` +
          ` (each includes a process's start and exit, ${startSeconds.toFixed(1)} s with nothing to drain)`,
      );
    }
    return { database: db.kind, machines, days, events, schedules, load, regen, incremental, workers };
  } finally {
    await dispose();
  }
}
