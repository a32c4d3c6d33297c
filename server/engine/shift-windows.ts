import type { Shift } from '../../core/model';
import { shiftWindowsForDate } from '../../core/shifts';
import { assertDateOnly, localDayAt, localDayByNumber } from '../../core/time';
import { shiftKeyOf } from './calendar';
import type { Window } from './window-compute';

export interface KeyedWindow extends Window {
  shiftDate: string;
  shiftKey: string;
}

/**
 * The windows of every shift of a shift date in a time zone, keyed by shift_key. The shift rules
 * (overnight shifts included) are the core's; this only adapts them and caches per (date, zone).
 */
export class ShiftWindows {
  private readonly cache = new Map<string, KeyedWindow[]>();
  constructor(private readonly shifts: readonly Shift[]) {}

  forDate(shiftDate: string, tz: string): KeyedWindow[] {
    const cacheKey = `${shiftDate}|${tz}`;
    let hit = this.cache.get(cacheKey);
    if (!hit) {
      hit = shiftWindowsForDate(this.shifts, assertDateOnly(shiftDate, 'shift date'), tz).map((w) => ({
        shiftDate,
        shiftKey: shiftKeyOf(w.shift.name),
        start: w.start,
        end: w.end,
      }));
      this.cache.set(cacheKey, hit);
    }
    return hit;
  }

  find(shiftDate: string, shiftKey: string, tz: string): KeyedWindow | undefined {
    return this.forDate(shiftDate, tz).find((w) => w.shiftKey === shiftKey);
  }

  /**
   * Every window that overlaps [from, to] (to = from for an instant). Local days come from core's
   * memoised ones: a luxon DateTime per call took 0.4 ms, most of the main thread's time when an
   * MQTT source stored 1,000 messages/s (issue 38 point 7).
   */
  overlapping(from: number, to: number, tz: string): KeyedWindow[] {
    // A shift date's windows start at most a day before or after that date in local time.
    const last = localDayAt(to, tz).dayNumber + 1;
    const out: KeyedWindow[] = [];
    for (let day = localDayAt(from, tz).dayNumber - 1; day <= last; day++) {
      for (const w of this.forDate(localDayByNumber(day, tz).date, tz)) {
        if (w.start <= to && w.end > from && (w.start < to || from === to)) out.push(w);
      }
    }
    return out;
  }
}
