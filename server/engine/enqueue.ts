import type { Queryable } from '../db/database';
import { loadCalendars } from './calendar';
import { ShiftWindows } from './shift-windows';

export interface WindowKey {
  companyId: number;
  machineKey: string;
  shiftDate: string;
  shiftKey: string;
}

/**
 * Marks (machine, shift date, shift) rows for recomputation. ON CONFLICT DO UPDATE (not DO NOTHING)
 * on purpose: when a worker holds the row, this waits for it to finish and queues it again, so a
 * change made while its window was being computed is never lost.
 */
export async function enqueueWindows(q: Queryable, keys: readonly WindowKey[]): Promise<number> {
  const unique = new Map(keys.map((k) => [`${k.companyId}|${k.machineKey}|${k.shiftDate}|${k.shiftKey}`, k]));
  if (unique.size === 0) return 0;
  const rows = [...unique.values()].sort((a, b) => (a.machineKey + a.shiftDate + a.shiftKey < b.machineKey + b.shiftDate + b.shiftKey ? -1 : 1));
  await q.query(
    `INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key)
     SELECT * FROM unnest($1::int[], $2::text[], $3::date[], $4::text[])
     ON CONFLICT (_company_id, machine_key, shift_date, shift_key)
     DO UPDATE SET queued_at = clock_timestamp(), attempts = 0, last_error = NULL`,
    [rows.map((r) => r.companyId), rows.map((r) => r.machineKey), rows.map((r) => r.shiftDate), rows.map((r) => r.shiftKey)],
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

/** The windows an event touches: the one holding its timestamp, and for downtime every one it spans. */
export async function windowsForEvents(q: Queryable, companyId: number, events: readonly EventSpan[], now: number): Promise<WindowKey[]> {
  const cal = (await loadCalendars(q, [companyId])).get(companyId)!;
  const windows = new ShiftWindows(cal.shifts);
  const out: WindowKey[] = [];
  for (const e of events) {
    const tz = cal.machines.get(e.machine_key)?.timezone;
    if (!tz) continue;
    const to = e.type === 'DOWN' ? Math.max(e.timestamp, e.end ?? now) : e.timestamp;
    const from = Math.max(e.timestamp, to - MAX_QUEUED_SPAN_MS);
    for (const w of windows.overlapping(from, to, tz)) {
      out.push({ companyId, machineKey: e.machine_key, shiftDate: w.shiftDate, shiftKey: w.shiftKey });
    }
  }
  return out;
}

/** Queues the windows touched by these events (new, corrected or removed ones alike). */
export async function enqueueForEvents(q: Queryable, companyId: number, events: readonly EventSpan[], now: number): Promise<number> {
  return enqueueWindows(q, await windowsForEvents(q, companyId, events, now));
}
