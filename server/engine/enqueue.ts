import type { Queryable } from '../db/database';
import { loadCalendars } from './calendar';
import { ShiftWindows } from './shift-windows';

export interface WindowKey {
  companyId: number;
  machineKey: string;
  shiftDate: string;
  shiftKey: string;
}

type QueuedWindow = WindowKey & { countsOnly?: boolean };

/**
 * Marks (machine, shift date, shift) rows for recomputation. ON CONFLICT DO UPDATE (not DO NOTHING)
 * on purpose: when a worker holds the row, this waits for it to finish and queues it again, so a
 * change made while its window was being computed is never lost. `countsOnly`: all that changed are
 * new counted events filed in sch_pending (enqueueForEvents); any other change queued for the same
 * window clears it, and the window is computed in full. One statement, rows in key order, so two
 * writers queueing overlapping windows never wait for each other in a circle.
 */
export async function enqueueWindows(q: Queryable, keys: readonly QueuedWindow[]): Promise<number> {
  const unique = new Map<string, WindowKey & { countsOnly: boolean }>();
  for (const k of keys) {
    const id = `${k.companyId}|${k.machineKey}|${k.shiftDate}|${k.shiftKey}`;
    const countsOnly = (k.countsOnly ?? false) && (unique.get(id)?.countsOnly ?? true);
    unique.set(id, { companyId: k.companyId, machineKey: k.machineKey, shiftDate: k.shiftDate, shiftKey: k.shiftKey, countsOnly });
  }
  if (unique.size === 0) return 0;
  const rows = [...unique.values()].sort((a, b) => (a.machineKey + a.shiftDate + a.shiftKey < b.machineKey + b.shiftDate + b.shiftKey ? -1 : 1));
  await q.query(
    `INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key, counts_only)
     SELECT * FROM unnest($1::int[], $2::text[], $3::date[], $4::text[], $5::bool[])
     ON CONFLICT (_company_id, machine_key, shift_date, shift_key)
     DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL, counts_only = sch_queue.counts_only AND excluded.counts_only`,
    [rows.map((r) => r.companyId), rows.map((r) => r.machineKey), rows.map((r) => r.shiftDate), rows.map((r) => r.shiftKey), rows.map((r) => r.countsOnly)],
  );
  return rows.length;
}

/**
 * The most one event may queue: an open downtime reaching back further (an old row replaced, or
 * written before ingestion bounded spans) queues only its most recent 31 days, so one row never
 * blocks the workers with years of windows.
 */
export const MAX_QUEUED_SPAN_MS = 31 * 86_400_000;

export interface EventSpan {
  machine_key: string;
  timestamp: number;
  /** DOWN events: their end, or null while still down (then they reach up to now). */
  end?: number | null;
  type?: string;
}

/** A new counted (not DOWN) event, just inserted. */
export interface NewCount {
  id: number;
  machine_key: string;
  timestamp: number;
}

/** What an INSERT into bigbrain_inpevent returns (`RETURNING ${INSERTED_EVENT}`) for newCountsOf. */
export const INSERTED_EVENT = 'id, machine_key, "timestamp" AS ts, type';
export interface InsertedEvent {
  id: string | number;
  machine_key: string;
  ts: Date | string;
  type: string;
}

/** The counted events among inserted ones: stops change their windows in full. */
export const newCountsOf = (rows: readonly InsertedEvent[]): NewCount[] =>
  rows.filter((e) => e.type !== 'DOWN').map((e) => ({ id: Number(e.id), machine_key: e.machine_key, timestamp: new Date(e.ts).getTime() }));

/** The windows an event touches: the one holding its timestamp, and for downtime every one it spans. */
async function windowFinder(q: Queryable, companyId: number, now: number): Promise<(e: EventSpan) => WindowKey[]> {
  const cal = (await loadCalendars(q, [companyId])).get(companyId)!;
  const windows = new ShiftWindows(cal.shifts);
  return (e) => {
    const tz = cal.machines.get(e.machine_key)?.timezone;
    if (!tz) return [];
    const to = e.type === 'DOWN' ? Math.max(e.timestamp, e.end ?? now) : e.timestamp;
    const from = Math.max(e.timestamp, to - MAX_QUEUED_SPAN_MS);
    return windows.overlapping(from, to, tz).map((w) => ({ companyId, machineKey: e.machine_key, shiftDate: w.shiftDate, shiftKey: w.shiftKey }));
  };
}

/**
 * Files new counted events (inserted by the caller's transaction) in sch_pending under the windows
 * holding them, and returns those windows. The worker adds the events to the window's kept sums
 * instead of summing all of the window's events again, and queues windows with pending events
 * itself (promotePending), so a caller need not queue them: enqueueForEvents does not.
 */
export async function filePendingCounts(q: Queryable, companyId: number, newCounts: readonly NewCount[], now: number): Promise<QueuedWindow[]> {
  return newCounts.length === 0 ? [] : filePending(q, companyId, newCounts, await windowFinder(q, companyId, now));
}

async function filePending(q: Queryable, companyId: number, newCounts: readonly NewCount[], touched: (e: EventSpan) => WindowKey[]): Promise<QueuedWindow[]> {
  const pending = newCounts.flatMap((e) => touched(e).map((w) => ({ ...w, eventId: e.id })));
  if (pending.length === 0) return [];
  await q.query(
    `INSERT INTO sch_pending (_company_id, machine_key, shift_date, shift_key, event_id)
     SELECT $1::int, t.* FROM unnest($2::text[], $3::date[], $4::text[], $5::bigint[]) AS t`,
    [companyId, pending.map((p) => p.machineKey), pending.map((p) => p.shiftDate), pending.map((p) => p.shiftKey), pending.map((p) => p.eventId)],
  );
  return pending.map(({ eventId: _, ...w }) => ({ ...w, countsOnly: true }));
}

/**
 * Queues the windows touched by these events (corrected or removed ones, stops) and files new counted
 * events as deltas (filePendingCounts). The new counts' windows are not queued here: that upsert
 * waited for the engine's hold on the window's queue row through a whole engine batch (at 1,000
 * MQTT messages/s most of a stored batch's transaction); the engine queues them from sch_pending.
 * Returns the windows queued or filed under.
 */
export async function enqueueForEvents(q: Queryable, companyId: number, events: readonly EventSpan[], now: number, newCounts: readonly NewCount[] = []): Promise<number> {
  const touched = await windowFinder(q, companyId, now);
  const changed = events.flatMap(touched);
  await enqueueWindows(q, changed);
  const filed = await filePending(q, companyId, newCounts, touched);
  return new Set([...changed, ...filed].map((w) => `${w.machineKey}|${w.shiftDate}|${w.shiftKey}`)).size;
}

/**
 * Queues (counts only) the windows of pending events that have no queue row: those filed since,
 * and those whose queue row a batch deleted after they were filed behind its reads. Inserts only
 * when there is something to queue, since every insert statement wakes the workers again. Not in a
 * batch's transaction: the insert may wait for another worker finishing with the same window.
 */
export async function promotePending(q: Queryable): Promise<number> {
  const missing = await q.query<{ c: number; m: string; d: string; k: string }>(
    `SELECT DISTINCT p._company_id AS c, p.machine_key AS m, to_char(p.shift_date, 'YYYY-MM-DD') AS d, p.shift_key AS k FROM sch_pending p
      WHERE NOT EXISTS (SELECT 1 FROM sch_queue q WHERE q._company_id = p._company_id AND q.machine_key = p.machine_key AND q.shift_date = p.shift_date AND q.shift_key = p.shift_key)
      ORDER BY 2, 3, 4, 1`,
  );
  if (missing.rows.length === 0) return 0;
  const r = missing.rows;
  await q.query(
    `INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key, counts_only)
     SELECT t.*, true FROM unnest($1::int[], $2::text[], $3::date[], $4::text[]) AS t
     ON CONFLICT (_company_id, machine_key, shift_date, shift_key) DO NOTHING`,
    [r.map((w) => w.c), r.map((w) => w.m), r.map((w) => w.d), r.map((w) => w.k)],
  );
  return r.length;
}
