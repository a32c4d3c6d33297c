import type { InputEvent, ScheduleRow } from '../../core/forms';
import { rowError } from './validate-rows';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Which dates ingestion accepts (INGEST_MAX_AGE_DAYS, INGEST_FUTURE_MINUTES,
 * INGEST_SCHEDULE_AHEAD_DAYS, INGEST_MAX_DOWNTIME_DAYS): events from at most maxAgeDays back to a
 * few minutes ahead (clock skew), schedules planned up to scheduleAheadDays ahead, and one downtime
 * row spanning at most maxDowntimeDays (an open one up to now), so no row queues years of work.
 */
export interface IngestWindow {
  maxAgeDays: number;
  futureMinutes: number;
  scheduleAheadDays: number;
  maxDowntimeDays: number;
}

export const DEFAULT_INGEST_WINDOW: IngestWindow = { maxAgeDays: 400, futureMinutes: 15, scheduleAheadDays: 62, maxDowntimeDays: 31 };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function dateRange(window: IngestWindow, now: number, aheadMs: number) {
  // Shift dates are local dates: one day of slack on either side covers every time zone.
  return { first: isoDay(now - window.maxAgeDays * DAY - DAY), last: isoDay(now + aheadMs + DAY) };
}

export function checkEventWindow(rows: readonly InputEvent[], window: IngestWindow, now: number): void {
  const earliest = now - window.maxAgeDays * DAY;
  const latest = now + window.futureMinutes * MINUTE;
  const days = dateRange(window, now, window.futureMinutes * MINUTE);
  const outside = `must lie between ${window.maxAgeDays} days ago and ${window.futureMinutes} minutes from now`;
  rows.forEach((r, i) => {
    const ts = Date.parse(r.timestamp);
    if (ts < earliest || ts > latest) throw rowError(i + 1, `timestamp: Timestamp ${outside}`, { timestamp: [`Timestamp ${outside}`] });
    if (r.shift_date < days.first || r.shift_date > days.last) throw rowError(i + 1, `shift_date: Shift date ${outside}`, { shift_date: [`Shift date ${outside}`] });
    if (r.end != null && Date.parse(r.end) > latest) throw rowError(i + 1, `end: End ${outside}`, { end: [`End ${outside}`] });
    if (r.type === 'DOWN') {
      const span = (r.end != null ? Date.parse(r.end) : now) - ts;
      if (span > window.maxDowntimeDays * DAY) {
        const m = `A downtime may span at most ${window.maxDowntimeDays} days${r.end == null ? '; send its end' : ''}`;
        throw rowError(i + 1, `end: ${m}`, { end: [m] });
      }
    }
  });
}

export function checkScheduleWindow(rows: readonly ScheduleRow[], window: IngestWindow, now: number): void {
  const days = dateRange(window, now, window.scheduleAheadDays * DAY);
  const m = `Shift date must lie between ${window.maxAgeDays} days ago and ${window.scheduleAheadDays} days ahead`;
  rows.forEach((r, i) => {
    if (r.shift_date < days.first || r.shift_date > days.last) throw rowError(i + 1, `shift_date: ${m}`, { shift_date: [m] });
  });
}
