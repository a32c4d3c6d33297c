import { availableParallelism } from 'node:os';
import type { Database, Queryable } from '../db/database';
import { CHANGE_CHANNEL } from './change-triggers';
import { multiplexedSql } from './multiplexed-sql';
import { assembleRows, rootNames, type RootField } from './root-rows';

export interface LiveQuery {
  /** The compiled statement, answering rows (f, j) of its root fields (root-rows.ts). */
  sql: string;
  roots: RootField[];
  /** Text values, each used in the statement with a cast ($1::type), as the compiler writes them. */
  params: unknown[];
  tables: Set<string>;
}

type Listener = (result: { data?: string; error?: unknown }) => void;

/** Subscribers of the same statement and parameters: one result, sent to each. */
interface Cohort {
  params: unknown[];
  listeners: Set<Listener>;
  last?: string;
}

/** Cohorts of one statement (their parameters differ): refreshed together, one round trip per batch. */
interface Group {
  sql: string;
  roots: RootField[];
  tables: Set<string>;
  cohorts: Map<string, Cohort>;
  running: boolean;
  dirty: boolean;
  /** When its last refresh started (ms), and the refresh waiting for REFRESH_GAP_MS to pass. */
  lastStart: number;
  timer?: ReturnType<typeof setTimeout>;
}

/** Cohorts per multiplexed statement at most (Hasura's default batch size). */
const BATCH = 100;

/**
 * Least time between two refreshes of one query (Hasura polls its live queries each second). One
 * engine cycle commits several times (a machine's shift, then its day, area, site and company), and
 * each commit refreshed every live query again: 100 machines at 1,000 events/s on the embedded
 * database, event to result p95 710 ms that way, 506 ms with this gap. Changes during the gap are
 * all seen by the refresh that ends it.
 */
export const REFRESH_GAP_MS = 100;

/**
 * Live queries re-run when a table they read changes (database notifications, not a poll), at most
 * once per REFRESH_GAP_MS, and send only when the result text differs from the last one sent.
 * Subscribers of one query with different variables (each wall display its machine) are
 * multiplexed as Hasura does: one statement runs the query for all their parameter sets. On a
 * server the cohorts are split over as many statements as this machine has cores, so PostgreSQL
 * can work them on all of them.
 */
export class LiveQueryHub {
  private readonly groups = new Map<string, Group>();
  private unlisten?: () => Promise<void>;
  private readonly statementsPerRefresh: number;

  constructor(private readonly db: Database) {
    this.statementsPerRefresh = db.kind === 'server' ? availableParallelism() : 1;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CHANGE_CHANNEL, (table) => this.tableChanged(table));
  }

  async stop(): Promise<void> {
    for (const g of this.groups.values()) clearTimeout(g.timer);
    this.groups.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** Starts a live query; the listener gets the first result at once and every changed one after. */
  subscribe(query: LiveQuery, listener: Listener): () => void {
    const groupKey = `${query.sql}\u0000${rootNames(query.roots)}`;
    let group = this.groups.get(groupKey);
    if (!group) {
      group = { sql: query.sql, roots: query.roots, tables: query.tables, cohorts: new Map(), running: false, dirty: false, lastStart: -Infinity };
      this.groups.set(groupKey, group);
    }
    const key = JSON.stringify(query.params);
    let cohort = group.cohorts.get(key);
    if (!cohort) {
      cohort = { params: query.params, listeners: new Set([listener]) };
      group.cohorts.set(key, cohort);
      void this.runOne(group, cohort);
    } else {
      cohort.listeners.add(listener);
      if (cohort.last !== undefined) listener({ data: cohort.last });
    }
    const g = group;
    const c = cohort;
    return () => {
      c.listeners.delete(listener);
      if (c.listeners.size > 0) return;
      g.cohorts.delete(key);
      if (g.cohorts.size === 0 && this.groups.get(groupKey) === g) {
        clearTimeout(g.timer);
        this.groups.delete(groupKey);
      }
    };
  }

  /** Distinct (statement, parameters) pairs being kept live. */
  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.cohorts.size;
    return n;
  }

  private tableChanged(table: string): void {
    for (const g of this.groups.values()) if (g.tables.has(table)) this.refresh(g);
  }

  /** A table the group reads changed: refresh it now, or once REFRESH_GAP_MS has passed since the last refresh began. */
  private refresh(g: Group): void {
    if (g.timer) return; // the refresh waiting to run will see this change
    if (g.running) {
      g.dirty = true; // one more run after the current one sees every change made meanwhile
      return;
    }
    const wait = g.lastStart + REFRESH_GAP_MS - performance.now();
    if (wait > 0) {
      g.timer = setTimeout(() => {
        g.timer = undefined;
        void this.run(g);
      }, wait);
    } else void this.run(g);
  }

  private async run(g: Group): Promise<void> {
    if (g.cohorts.size === 0) return;
    g.running = true;
    g.dirty = false;
    g.lastStart = performance.now();
    try {
      await this.runAll(g, [...g.cohorts.values()]);
    } finally {
      g.running = false;
    }
    if (g.dirty) this.refresh(g);
  }

  private async runAll(g: Group, cohorts: Cohort[]): Promise<void> {
    if (cohorts.length === 1) return this.runOne(g, cohorts[0]!);
    const size = Math.min(BATCH, Math.ceil(cohorts.length / this.statementsPerRefresh));
    const batches: Cohort[][] = [];
    for (let i = 0; i < cohorts.length; i += size) batches.push(cohorts.slice(i, i + size));
    await Promise.all(
      batches.map(async (batch) => {
        try {
          const results = await runMultiplexed(this.db, g, batch.map((c) => c.params));
          batch.forEach((c, i) => deliver(c, results[i]!));
        } catch {
          // One cohort's parameters can fail the statement for all: each alone gets its own answer or error.
          await Promise.all(batch.map((c) => this.runOne(g, c)));
        }
      }),
    );
  }

  private async runOne(g: Group, c: Cohort): Promise<void> {
    try {
      const { rows } = await this.db.query<{ f: number; j: string }>(g.sql, c.params);
      deliver(c, assembleRows(g.roots, rows));
    } catch (error) {
      for (const l of [...c.listeners]) l({ error });
    }
  }
}

function deliver(c: Cohort, data: string): void {
  if (data === c.last) return;
  c.last = data;
  for (const l of [...c.listeners]) l({ data });
}

/** The group's data for each parameter set, in order. */
async function runMultiplexed(db: Queryable, g: Group, paramSets: unknown[][]): Promise<string[]> {
  const m = multiplexedSql(g.sql, paramSets);
  const { rows } = await db.query<{ n: number; f: number; j: string }>(m.sql, m.params);
  const bySet = paramSets.map(() => [] as Array<{ f: number; j: string }>);
  for (const r of rows) bySet[Number(r.n)]!.push(r);
  return bySet.map((setRows) => assembleRows(g.roots, setRows));
}
