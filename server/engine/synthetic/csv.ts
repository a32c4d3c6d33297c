import type { Database } from '../../db/database';

type Cell = string | number | boolean | null;

/** CSV cell for COPY ... WITH (FORMAT csv): empty is NULL, text with separators is quoted. */
export function csvCell(v: Cell): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) || s === '' ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Collects rows and loads them with COPY in chunks, so memory stays flat for any plant size. The
 * next chunk is built while earlier ones are copied (issue 15), and on a PostgreSQL server two
 * COPYs run at once on two connections (a server backend each: two cores busy instead of one);
 * the embedded database has one connection, so one at a time there. Rows of different chunks may
 * land in either order: nothing reads events by id order.
 */
export class CopyBuffer {
  private lines: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;
  total = 0;
  constructor(
    private readonly db: Database,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly chunk = 50_000,
    private readonly parallel = db.kind === 'server' ? 2 : 1,
  ) {}

  async add(row: readonly Cell[]): Promise<void> {
    this.lines.push(row.map(csvCell).join(','));
    this.total += 1;
    if (this.lines.length >= this.chunk) await this.send();
  }

  /** A chunk already in CSV (one row a line, ending in a newline), copied as it is. */
  async addCsv(csv: string, rows: number): Promise<void> {
    await this.send();
    this.total += rows;
    await this.start(csv);
  }

  /** Sends what is buffered and waits until every chunk is in the table. */
  async flush(): Promise<void> {
    await this.send();
    await Promise.all(this.inFlight);
    this.rethrow();
  }

  private async send(): Promise<void> {
    if (this.lines.length === 0) return;
    const csv = this.lines.join('\n') + '\n';
    this.lines = [];
    await this.start(csv);
  }

  /** Starts a COPY once fewer than `parallel` are running; returns without waiting for it. */
  private async start(csv: string): Promise<void> {
    while (this.inFlight.size >= this.parallel) await Promise.race(this.inFlight);
    this.rethrow();
    // Its failure is reported by the next send or flush.
    const copy = this.db.copyFrom(this.table, this.columns, csv).catch((e: unknown) => void (this.failure ??= e));
    this.inFlight.add(copy);
    void copy.finally(() => this.inFlight.delete(copy));
  }

  private rethrow(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}

export const EVENT_COLUMNS = ['"timestamp"', 'machine_key', 'part_name', 'operation', 'shift_date', 'shift_key', 'type', 'erp_trans', 'quantity', 'reason_name', 'planned', '"end"', '_company_id'] as const;
export const SCHEDULE_COLUMNS = ['shift_date', 'machine_key', 'part_name', 'operation', 'shift_key', 'quantity', 'ppm', '_company_id'] as const;
