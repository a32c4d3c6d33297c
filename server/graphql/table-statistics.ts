import type { Queryable } from '../db/database';

/** What the planner's statistics say of one column (pg_stats, filled by ANALYZE on both databases). */
export interface ColumnStatistics {
  /** Distinct values in the whole table (pg_stats.n_distinct made absolute); undefined when unknown. */
  distinct?: number;
  /** The column's histogram as numbers (epoch ms for dates and times), sorted; absent for other types. */
  bounds?: number[];
  /** Most common values as text, with the share of rows each has (the company column's tells a company's share). */
  common?: Map<string, number>;
}

/** Rows, column statistics and index column lists of one table. */
export interface TableStatistics {
  rows: number;
  columns: Map<string, ColumnStatistics>;
  /** Each index's columns, in order. */
  indexes: string[][];
}

/** Statistics by table key (schema.name); a source of them for the cost estimate (query-cost.ts). */
export type StatisticsSnapshot = ReadonlyMap<string, TableStatistics>;

/** How often the statistics are read again; ANALYZE itself runs on the database's own schedule. */
export const STATISTICS_REFRESH_MS = 60_000;

/** Parses an anyarray's text form ({a,"b c",NULL}) into its elements. */
export function arrayElements(text: string | null): string[] {
  if (!text || text.length < 2) return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (let m = re.exec(text.slice(1, -1)); m; m = re.exec(text.slice(1, -1))) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim());
  return out;
}

/** A histogram bound or value as a number where it orders as one (numbers, dates, timestamps); NaN otherwise. */
export function orderedNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return NaN;
  if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v)) return Number(v);
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) return Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return NaN;
}

/** Reads rows (pg_class.reltuples or the live rows counted since; a count where neither is known), pg_stats and index columns of every user table. */
export async function readStatistics(db: Queryable): Promise<Map<string, TableStatistics>> {
  const out = new Map<string, TableStatistics>();
  // Live rows counted since the last ANALYZE show a bulk load before ANALYZE runs again.
  const { rows: tables } = await db.query<{ schema: string; name: string; rows: number }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            CASE WHEN c.reltuples < 0 AND coalesce(s.n_live_tup, 0) = 0 THEN -1 ELSE greatest(c.reltuples, coalesce(s.n_live_tup, 0))::float8 END AS rows
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  for (const t of tables) {
    let rows = Number(t.rows);
    // -1: never analyzed (a fresh table); counting it once is cheap while it is still small.
    if (rows < 0) rows = Number((await db.query<{ n: number }>(`SELECT count(*)::float8 AS n FROM "${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`)).rows[0]?.n ?? 0);
    out.set(`${t.schema}.${t.name}`, { rows, columns: new Map(), indexes: [] });
  }
  const { rows: stats } = await db.query<{ schema: string; name: string; column: string; n_distinct: number; mcv: string | null; mcf: number[] | null; bounds: string | null }>(
    `SELECT schemaname AS schema, tablename AS name, attname AS column, n_distinct::float8 AS n_distinct,
            most_common_vals::text AS mcv, most_common_freqs::float8[] AS mcf, histogram_bounds::text AS bounds
       FROM pg_stats WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  for (const s of stats) {
    const table = out.get(`${s.schema}.${s.name}`);
    if (!table) continue;
    const nDistinct = Number(s.n_distinct);
    const values = arrayElements(s.mcv);
    const bounds = arrayElements(s.bounds).map(orderedNumber);
    table.columns.set(s.column, {
      distinct: nDistinct > 0 ? nDistinct : nDistinct < 0 ? -nDistinct * table.rows : undefined,
      bounds: bounds.length > 1 && bounds.every(Number.isFinite) ? bounds : undefined,
      common: new Map(values.map((v, i) => [v, Number(s.mcf?.[i] ?? 0)])),
    });
  }
  const { rows: indexes } = await db.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name, array_agg(a.attname::text ORDER BY k.ord) AS columns
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND i.indpred IS NULL
      GROUP BY n.nspname, c.relname, i.indexrelid`,
  );
  for (const i of indexes) out.get(`${i.schema}.${i.name}`)?.indexes.push(i.columns);
  return out;
}

/**
 * The statistics the cost estimate reads, kept in memory and read again now and then in the
 * background (never on a request's path): a request costs no catalog query.
 */
export class StatisticsCache {
  private snapshot: StatisticsSnapshot = new Map();
  private timer: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly everyMs = STATISTICS_REFRESH_MS,
  ) {}

  get current(): StatisticsSnapshot {
    return this.snapshot;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => {}), this.everyMs);
    this.timer.unref();
  }

  /** Reads the statistics again (one read at a time). */
  refresh(): Promise<void> {
    this.refreshing ??= readStatistics(this.db)
      .then((s) => void (this.snapshot = s))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
