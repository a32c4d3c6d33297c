import { DateTime } from 'luxon';

/** A plan row as the production-plan resource answers it. */
export interface PlanRow {
  id: number;
  machine_key: string;
  shift_date: string;
  shift_key: string;
  part_name: string;
  operation: string;
  quantity: number;
  ppm: number;
}

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

/** The Monday of the ISO week holding this day (planners read weeks Monday to Sunday). */
export function mondayOf(iso: string): string {
  return day(iso).startOf('week').toISODate()!;
}

/** The seven days of the week starting on this Monday. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => day(monday).plus({ days: i }).toISODate()!);
}

export function addDays(iso: string, days: number): string {
  return day(iso).plus({ days }).toISODate()!;
}

/** 'Mon 23 Nov': a column heading of the week. */
export function dayHeading(iso: string): string {
  return day(iso).setLocale('en-GB').toFormat('ccc d LLL');
}

/** The key a plan row's shift carries: the shift's name in capitals. */
export const shiftKeyOf = (name: string): string => name.toUpperCase();

/** The week's rows by day and shift key ('2026-11-27|DAY'); rows of other days are left out. */
export function planCells(rows: readonly PlanRow[], days: readonly string[]): Map<string, PlanRow[]> {
  const inWeek = new Set(days);
  const cells = new Map<string, PlanRow[]>();
  for (const r of rows) {
    if (!inWeek.has(r.shift_date)) continue;
    const key = `${r.shift_date}|${r.shift_key}`;
    cells.set(key, [...(cells.get(key) ?? []), r]);
  }
  return cells;
}

/** Planned quantity per day of the week (the column totals a planner checks). */
export function dayTotals(rows: readonly PlanRow[], days: readonly string[]): number[] {
  return days.map((d) => rows.filter((r) => r.shift_date === d).reduce((sum, r) => sum + r.quantity, 0));
}

/** A change to a day up to today changes results already computed: the screen shows the recomputation. */
export function touchesResults(days: readonly string[], today: string): boolean {
  return days.some((d) => d <= today);
}
