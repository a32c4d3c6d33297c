import type { Database } from '../../db/database';

type Cell = string | number | boolean | null;

/** CSV cell for COPY ... WITH (FORMAT csv): empty is NULL, text with separators is quoted. */
export function csvCell(v: Cell): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) || s === '' ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Collects rows and loads them with COPY in chunks, so memory stays flat for any plant size. */
export class CopyBuffer {
  private lines: string[] = [];
  /** The chunk being copied: the next one is built meanwhile (issue 15: generating and COPY overlap). */
  private inFlight: Promise<void> = Promise.resolve();
  total = 0;
  constructor(
    private readonly db: Database,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly chunk = 50_000,
  ) {}

  async add(row: readonly Cell[]): Promise<void> {
    this.lines.push(row.map(csvCell).join(','));
    this.total += 1;
    if (this.lines.length >= this.chunk) await this.send();
  }

  /** Sends what is buffered and waits until every chunk is in the table. */
  async flush(): Promise<void> {
    await this.send();
    await this.inFlight;
  }

  /** Starts copying the buffered rows once the chunk before them is in; one COPY at a time, in order. */
  private async send(): Promise<void> {
    if (this.lines.length === 0) return;
    const csv = this.lines.join('\n') + '\n';
    this.lines = [];
    await this.inFlight;
    this.inFlight = this.db.copyFrom(this.table, this.columns, csv);
    // Its failure is reported by the next send or flush, which awaits it.
    this.inFlight.catch(() => undefined);
  }
}

export const EVENT_COLUMNS = ['"timestamp"', 'machine_key', 'part_name', 'operation', 'shift_date', 'shift_key', 'type', 'erp_trans', 'quantity', 'reason_name', 'planned', '"end"', '_company_id'] as const;
export const SCHEDULE_COLUMNS = ['shift_date', 'machine_key', 'part_name', 'operation', 'shift_key', 'quantity', 'ppm', '_company_id'] as const;
