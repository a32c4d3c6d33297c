import { shiftWindowAt, shiftWindowsForDate } from '../../core/shifts';
import { addDays, localDateOf } from '../../core/time';
import type { Database } from '../db/database';
import { loadCalendars, shiftKeyOf, type CompanyCalendar } from '../engine/calendar';
import type { ShiftSlot } from './message-events';

const DAY = 86_400_000;
/** Shifts and machines change rarely; a source rereads them this often, not for every message. */
export const CALENDAR_TTL_MS = 30_000;

/** A company's shifts and machines, reread when older than CALENDAR_TTL_MS. */
export class MachineCalendar {
  private loaded: { at: number; calendar: CompanyCalendar } | undefined;

  constructor(
    private readonly db: Database,
    private readonly companyId: number,
  ) {}

  async get(now: number): Promise<CompanyCalendar> {
    if (!this.loaded || now - this.loaded.at > CALENDAR_TTL_MS) {
      const calendar = (await loadCalendars(this.db, [this.companyId])).get(this.companyId)!;
      this.loaded = { at: now, calendar };
    }
    return this.loaded.calendar;
  }
}

/** The shift whose window holds an instant in the machine's time zone. */
export function shiftAt(calendar: CompanyCalendar, timezone: string, ts: number): ShiftSlot | undefined {
  const w = shiftWindowAt(calendar.shifts, ts, timezone);
  return w ? { shiftDate: w.shiftDate, shiftKey: shiftKeyOf(w.shift.name) } : undefined;
}

/** A stop starting between shifts is filed under the next shift (it only counts inside shift windows). */
export function nextShiftAfter(calendar: CompanyCalendar, timezone: string, ts: number): ShiftSlot | undefined {
  const today = localDateOf(ts, timezone);
  const w = [today, addDays(today, 1)]
    .flatMap((d) => shiftWindowsForDate(calendar.shifts, d, timezone))
    .find((window) => window.start > ts && window.start - ts < DAY);
  return w ? { shiftDate: w.shiftDate, shiftKey: shiftKeyOf(w.shift.name) } : undefined;
}
