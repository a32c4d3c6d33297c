import { availableParallelism } from 'node:os';
import type { Database, Queryable } from '../db/database';
import { CHANGE_CHANNEL } from './change-triggers';
import { multiplexedSql } from './multiplexed-sql';

export interface LiveQuery {
  sql: string;
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
  tables: Set<string>;
  cohorts: Map<string, Cohort>;
  running: boolean;
  dirty: boolean;
}

/** Cohorts per multiplexed statement at most (Hasura's default batch size). */
const BATCH = 100;

/**
 * Live queries re-run when a table they read changes (database notifications, not a poll) and send
 * only when the result text differs from the last one sent. Subscribers of one query with
 * different variables (each wall display its machine) are multiplexed as Hasura does: one
 * statement runs the query for all their parameter sets. On a server the cohorts are split over
 * as many statements as this machine has cores, so PostgreSQL can work them on all of them.
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
    this.groups.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** Starts a live query; the listener gets the first result at once and every changed one after. */
  subscribe(query: LiveQuery, listener: Listener): () => void {
    let group = this.groups.get(query.sql);
    if (!group) {
      group = { sql: query.sql, tables: query.tables, cohorts: new Map(), running: false, dirty: false };
      this.groups.set(query.sql, group);
    }
    const key = JSON.stringify(query.params);
    let cohort = group.cohorts.get(key);
    if (!cohort) {
      cohort = { params: query.params, listeners: new Set([listener]) };
      group.cohorts.set(key, cohort);
      void this.runOne(group.sql, cohort);
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
      if (g.cohorts.size === 0 && this.groups.get(g.sql) === g) this.groups.delete(g.sql);
    };
  }

  /** Distinct (statement, parameters) pairs being kept live. */
  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.cohorts.size;
    return n;
  }

  private tableChanged(table: string): void {
    for (const g of this.groups.values()) if (g.tables.has(table)) void this.refresh(g);
  }

  private async refresh(g: Group): Promise<void> {
    if (g.running) {
      g.dirty = true; // one more run after the current one sees every change made meanwhile
      return;
    }
    g.running = true;
    try {
      do {
        g.dirty = false;
        await this.runAll(g.sql, [...g.cohorts.values()]);
      } while (g.dirty && g.cohorts.size > 0);
    } finally {
      g.running = false;
    }
  }

  private async runAll(sql: string, cohorts: Cohort[]): Promise<void> {
    if (cohorts.length === 1) return this.runOne(sql, cohorts[0]!);
    const size = Math.min(BATCH, Math.ceil(cohorts.length / this.statementsPerRefresh));
    const batches: Cohort[][] = [];
    for (let i = 0; i < cohorts.length; i += size) batches.push(cohorts.slice(i, i + size));
    await Promise.all(
      batches.map(async (batch) => {
        try {
          const results = await runMultiplexed(this.db, sql, batch.map((c) => c.params));
          batch.forEach((c, i) => deliver(c, results[i]!));
        } catch {
          // One cohort's parameters can fail the statement for all: each alone gets its own answer or error.
          await Promise.all(batch.map((c) => this.runOne(sql, c)));
        }
      }),
    );
  }

  private async runOne(sql: string, c: Cohort): Promise<void> {
    try {
      const { rows } = await this.db.query<{ data: string }>(sql, c.params);
      deliver(c, rows[0]!.data);
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

/** The statement's answer for each parameter set, in order. */
async function runMultiplexed(db: Queryable, sql: string, paramSets: unknown[][]): Promise<string[]> {
  const m = multiplexedSql(sql, paramSets);
  const { rows } = await db.query<{ n: number; data: string }>(m.sql, m.params);
  const out = new Array<string>(paramSets.length);
  for (const r of rows) out[Number(r.n)] = r.data;
  return out;
}
