import { METRIC_CATALOGUE } from '../../core/metrics/metric-catalogue';
import { metricColumnType } from '../../core/metrics/metric-definition';
import type { ProductionTotals } from '../../core/oee';
import type { Queryable } from '../db/database';
import { resultColumns, STORED_SECONDS } from './window-compute';

export interface EntityRow {
  companyId: number;
  entityId: number;
  shiftDate: string;
  shiftKey: string;
  totals: ProductionTotals;
  transactionCount: number;
  goalPps: number;
  /** false: the row is only removed (nothing scheduled and nothing happened). */
  keep: boolean;
}

/** Replaces bigbrain_resentity rows (entity, shift date, shift key) with freshly computed ones. */
export async function writeEntityRows(tx: Queryable, rows: readonly EntityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `DELETE FROM bigbrain_resentity r USING unnest($1::int[], $2::date[], $3::text[], $4::int[]) AS t(e, d, k, c)
      WHERE r._company_id = t.c AND r.entity_id = t.e AND r.shift_date = t.d AND r.shift_key = t.k`,
    [rows.map((r) => r.entityId), rows.map((r) => r.shiftDate), rows.map((r) => r.shiftKey), rows.map((r) => r.companyId)],
  );
  const kept = rows.filter((r) => r.keep).map((r) => ({ r, c: resultColumns(r.totals) }));
  if (kept.length === 0) return;
  const metrics = METRIC_CATALOGUE.map((d) => ({ column: d.column, type: metricColumnType(d) }));
  const head = ['shift_key', 'shift_date', 'entity_id', '_company_id', 'transaction_count', 'goal_pps', ...STORED_SECONDS, ...metrics.map((d) => d.column)];
  const types = ['text', 'date', 'int', 'int', 'int', 'float8', ...STORED_SECONDS.map(() => 'float8'), ...metrics.map((d) => d.type)];
  const values: unknown[][] = [
    kept.map(({ r }) => r.shiftKey),
    kept.map(({ r }) => r.shiftDate),
    kept.map(({ r }) => r.entityId),
    kept.map(({ r }) => r.companyId),
    kept.map(({ r }) => r.transactionCount),
    kept.map(({ r }) => r.goalPps),
    ...STORED_SECONDS.map((k) => kept.map(({ c }) => c[k])),
    ...metrics.map((d) => kept.map(({ c }) => c[d.column])),
  ];
  await tx.query(
    `INSERT INTO bigbrain_resentity (${head.join(', ')}) SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`,
    values,
  );
}

export interface EntityKey {
  companyId: number;
  entityId: number;
  shiftDate: string;
  depth: number;
}

/** Queues entity roll-ups; DO UPDATE waits for a worker holding the row, then queues it again. */
export async function enqueueEntities(tx: Queryable, keys: readonly EntityKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.entityId}|${k.shiftDate}`, k])).values()].sort((a, b) =>
    a.entityId - b.entityId || (a.shiftDate < b.shiftDate ? -1 : a.shiftDate > b.shiftDate ? 1 : 0),
  );
  if (unique.length === 0) return;
  await tx.query(
    `INSERT INTO ent_queue (_company_id, entity_id, shift_date, depth)
     SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::int[])
     ON CONFLICT (_company_id, entity_id, shift_date) DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL`,
    [unique.map((k) => k.companyId), unique.map((k) => k.entityId), unique.map((k) => k.shiftDate), unique.map((k) => k.depth)],
  );
}
