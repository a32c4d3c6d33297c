import type { Database, Queryable } from '../db/database';
import { SUMMARY_KEY } from './calendar';
import { MAX_ATTEMPTS } from './process-schedules';
import { enqueueEntities, writeEntityRows, type EntityRow } from './write-entity-rows';
import { noJit } from './no-jit';

interface QueueRow {
  _company_id: number;
  entity_id: number;
  shift_date: string;
  depth: number;
  parent_id: number | null;
}

interface SumRow {
  i: number;
  shift_key: string;
  scheduled_secs: number;
  planned_down_secs: number;
  unplanned_down_secs: number;
  ideal_secs: number;
  good_secs: number;
  goal_weighted: number;
  transaction_count: string | number;
  units_produced: string | number;
  units_scrapped: string | number;
  units_rejected: string | number;
  units_reworked: string | number;
}

/** ent_queue's deepest level: machines (their whole day from their shifts); 0 is the company. */
export const DEEPEST = 3;

export interface EntityBatchOptions {
  limit: number;
  /** Take the deepest level at or above this depth (3 = machines, 0 = companies); default all. */
  maxDepth?: number;
  /** Told the depth of the rows taken, when any. */
  onTaken?: (depth: number) => void;
}

/**
 * Rolls entities up from ent_queue: a machine's whole day from its shifts, and an area, site or
 * company from its children, always by summing seconds and counts and applying the core formulas
 * (never by averaging percentages). One batch holds one depth only, deepest first, and each
 * finished entity queues its parent: waits between workers then always point upwards, so two
 * workers can never deadlock. Returns how many queue rows it took.
 */
export async function processEntityBatch(db: Database, opts: EntityBatchOptions): Promise<number> {
  const started = new Date();
  const taken: QueueRow[] = [];
  try {
    const n = await db.transaction((tx) => takeAndRollUp(tx, opts.limit, opts.maxDepth ?? DEEPEST, started, taken));
    if (taken.length > 0) opts.onTaken?.(taken[0].depth);
    return n;
  } catch (e) {
    if (opts.limit > 1) {
      let done = 0;
      for (let i = 0; i < opts.limit; i++) {
        const n = await processEntityBatch(db, { ...opts, limit: 1 });
        if (n === 0) break;
        done += n;
      }
      return done;
    }
    // Nothing taken: no company to log the failure against (job logs are company rows); the worker logs it.
    if (taken.length === 0) throw e;
    const message = e instanceof Error ? e.message : String(e);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE ent_queue q SET attempts = attempts + 1, last_error = $3
           FROM unnest($1::int[], $2::date[], $4::int[]) AS t(e, d, c) WHERE q._company_id = t.c AND q.entity_id = t.e AND q.shift_date = t.d`,
        [taken.map((r) => r.entity_id), taken.map((r) => r.shift_date), message, taken.map((r) => r._company_id)],
      );
      await tx.query('INSERT INTO ent_joblog (_company_id, started, rows, error) VALUES ($1, $2, 0, $3)', [taken[0]._company_id, started, message]);
    });
    return taken.length;
  }
}

async function takeAndRollUp(tx: Queryable, limit: number, maxDepth: number, started: Date, out: QueueRow[]): Promise<number> {
  await noJit(tx);
  const taken = await takeOneDepth(tx, limit, maxDepth);
  if (taken.length === 0) return 0;
  out.push(...taken);
  const depth = taken[0].depth;
  const params = [taken.map((_, i) => i), taken.map((r) => r.entity_id), taken.map((r) => r.shift_date), taken.map((r) => r._company_id)];
  const sums = `sum(r.scheduled_secs) AS scheduled_secs, sum(r.planned_down_secs) AS planned_down_secs,
      sum(r.unplanned_down_secs) AS unplanned_down_secs, sum(r.ideal_secs) AS ideal_secs, sum(r.good_secs) AS good_secs,
      sum(r.goal_pps * r.scheduled_secs) AS goal_weighted, sum(r.transaction_count) AS transaction_count,
      sum(r.units_produced) AS units_produced, sum(r.units_scrapped) AS units_scrapped,
      sum(r.units_rejected) AS units_rejected, sum(r.units_reworked) AS units_reworked`;
  const rows =
    depth === 3
      ? await tx.query<SumRow>(
          `SELECT t.i, '${SUMMARY_KEY}' AS shift_key, ${sums}
             FROM unnest($1::int[], $2::int[], $3::date[], $4::int[]) AS t(i, e, d, c)
             JOIN bigbrain_resentity r ON r._company_id = t.c AND r.entity_id = t.e AND r.shift_date = t.d AND r.shift_key <> '${SUMMARY_KEY}'
            GROUP BY t.i`,
          params,
        )
      : await tx.query<SumRow>(
          `SELECT t.i, r.shift_key, ${sums}
             FROM unnest($1::int[], $2::int[], $3::date[], $4::int[]) AS t(i, e, d, co)
             JOIN bigbrain_entity c ON c._company_id = t.co AND c.parent_id = t.e
             JOIN bigbrain_resentity r ON r._company_id = c._company_id AND r.entity_id = c.id AND r.shift_date = t.d
            GROUP BY t.i, r.shift_key`,
          params,
        );

  if (depth === 3) {
    await writeEntityRows(tx, taken.map((q) => ({ ...emptyRow(q, SUMMARY_KEY), keep: false })));
  } else {
    await tx.query(
      `DELETE FROM bigbrain_resentity r USING unnest($1::int[], $2::date[], $3::int[]) AS t(e, d, c)
        WHERE r._company_id = t.c AND r.entity_id = t.e AND r.shift_date = t.d`,
      [params[1], params[2], params[3]],
    );
  }
  await writeEntityRows(tx, rows.rows.map((s) => toEntityRow(taken[s.i], s)));
  await enqueueEntities(
    tx,
    taken.filter((q) => q.parent_id !== null).map((q) => ({ companyId: q._company_id, entityId: q.parent_id!, shiftDate: q.shift_date, depth: depth - 1 })),
  );
  await tx.query(
    `DELETE FROM ent_queue q USING unnest($1::int[], $2::date[], $3::int[]) AS t(e, d, c) WHERE q._company_id = t.c AND q.entity_id = t.e AND q.shift_date = t.d`,
    [params[1], params[2], params[3]],
  );
  const perCompany = new Map<number, number>();
  for (const q of taken) perCompany.set(q._company_id, (perCompany.get(q._company_id) ?? 0) + 1);
  for (const [companyId, n] of perCompany) {
    await tx.query('INSERT INTO ent_joblog (_company_id, started, rows) VALUES ($1, $2, $3)', [companyId, started, n]);
  }
  return taken.length;
}

/** The deepest depth, at most maxDepth, that has rows nobody else holds. */
async function takeOneDepth(tx: Queryable, limit: number, maxDepth: number): Promise<QueueRow[]> {
  for (let depth = Math.min(DEEPEST, maxDepth); depth >= 0; depth--) {
    const r = await tx.query<QueueRow>(
      `SELECT q._company_id, q.entity_id, to_char(q.shift_date, 'YYYY-MM-DD') AS shift_date, q.depth, e.parent_id
         FROM ent_queue q JOIN bigbrain_entity e ON e._company_id = q._company_id AND e.id = q.entity_id
        WHERE q.depth = $1 AND q.attempts < ${MAX_ATTEMPTS}
        ORDER BY q.queued_at LIMIT $2 FOR UPDATE OF q SKIP LOCKED`,
      [depth, limit],
    );
    if (r.rows.length > 0) return r.rows;
  }
  return [];
}

function emptyRow(q: QueueRow, shiftKey: string): EntityRow {
  return {
    companyId: q._company_id,
    entityId: q.entity_id,
    shiftDate: q.shift_date,
    shiftKey,
    totals: { scheduled_secs: 0, planned_down_secs: 0, unplanned_down_secs: 0, ideal_secs: 0, good_secs: 0, units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 },
    transactionCount: 0,
    goalPps: 0,
    keep: true,
  };
}

function toEntityRow(q: QueueRow, s: SumRow): EntityRow {
  const scheduled = Number(s.scheduled_secs);
  return {
    ...emptyRow(q, s.shift_key),
    totals: {
      scheduled_secs: scheduled,
      planned_down_secs: Number(s.planned_down_secs),
      unplanned_down_secs: Number(s.unplanned_down_secs),
      ideal_secs: Number(s.ideal_secs),
      good_secs: Number(s.good_secs),
      units_produced: Number(s.units_produced),
      units_scrapped: Number(s.units_scrapped),
      units_rejected: Number(s.units_rejected),
      units_reworked: Number(s.units_reworked),
    },
    transactionCount: Number(s.transaction_count),
    goalPps: scheduled > 0 ? Number(s.goal_weighted) / scheduled : 0,
  };
}
