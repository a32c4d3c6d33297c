import type { Database } from '../db/database';
import { CHANGE_CHANNEL } from './change-triggers';

export interface LiveQuery {
  sql: string;
  params: unknown[];
  tables: Set<string>;
}

type Listener = (result: { data?: string; error?: unknown }) => void;

/** Subscribers of the same statement and parameters share one re-run (Hasura's multiplexing, simplified). */
interface Cohort {
  query: LiveQuery;
  listeners: Set<Listener>;
  last?: string;
  running: boolean;
  dirty: boolean;
}

/**
 * Live queries re-run when a table they read changes (database notifications, not a poll) and send only when
 * the result text differs from the last one sent.
 */
export class LiveQueryHub {
  private readonly cohorts = new Map<string, Cohort>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CHANGE_CHANNEL, (table) => this.tableChanged(table));
  }

  async stop(): Promise<void> {
    this.cohorts.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** Starts a live query; the listener gets the first result at once and every changed one after. */
  subscribe(query: LiveQuery, listener: Listener): () => void {
    const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
    let cohort = this.cohorts.get(key);
    if (!cohort) {
      cohort = { query, listeners: new Set(), running: false, dirty: false };
      this.cohorts.set(key, cohort);
      cohort.listeners.add(listener);
      void this.refresh(cohort);
    } else {
      cohort.listeners.add(listener);
      if (cohort.last !== undefined) listener({ data: cohort.last });
    }
    const c = cohort;
    return () => {
      c.listeners.delete(listener);
      if (c.listeners.size === 0) this.cohorts.delete(key);
    };
  }

  get size(): number {
    return this.cohorts.size;
  }

  private tableChanged(table: string): void {
    for (const c of this.cohorts.values()) if (c.query.tables.has(table)) void this.refresh(c);
  }

  private async refresh(c: Cohort): Promise<void> {
    if (c.running) {
      c.dirty = true; // one more run after the current one sees every change made meanwhile
      return;
    }
    c.running = true;
    try {
      do {
        c.dirty = false;
        try {
          const { rows } = await this.db.query<{ data: string }>(c.query.sql, c.query.params);
          const data = rows[0]!.data;
          if (data !== c.last) {
            c.last = data;
            for (const l of [...c.listeners]) l({ data });
          }
        } catch (error) {
          for (const l of [...c.listeners]) l({ error });
        }
      } while (c.dirty && c.listeners.size > 0);
    } finally {
      c.running = false;
    }
  }
}
