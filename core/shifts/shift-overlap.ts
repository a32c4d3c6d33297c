/** A shift as the setup screen and the server's shift resource see it. */
export interface ShiftTimes {
  name: string;
  start_time: string;
  end_time: string;
}

const DAY = 24 * 60;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** The shift's minutes of the day as [start, end) with end > start: an overnight shift ends after 1440. */
export function shiftSpan(s: ShiftTimes): [number, number] {
  const start = minutes(s.start_time);
  let end = minutes(s.end_time);
  if (end <= start) end += DAY;
  return [start, end];
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  // Compare on the 24-hour circle: b as it is, a day earlier and a day later.
  return [-DAY, 0, DAY].some((d) => a[0] < b[1] + d && b[0] + d < a[1]);
}

/**
 * Why a shift cannot be saved beside the company's others, or null: the same start and end, or any
 * minute shared with another shift (overnight shifts wrap past midnight). Shifts may touch: one
* ends at 15:00 where the next starts. `others` are the company's other shifts (an edit leaves its own row out).
 */
export function shiftConflict(shift: ShiftTimes, others: readonly ShiftTimes[]): string | null {
  if (minutes(shift.start_time) === minutes(shift.end_time)) return 'End time must differ from start time';
  const span = shiftSpan(shift);
  const hit = others.find((o) => o.name.trim().toUpperCase() !== shift.name.trim().toUpperCase() && overlaps(span, shiftSpan(o)));
  if (hit) return `${shift.name} (${shift.start_time} to ${shift.end_time}) overlaps ${hit.name} (${hit.start_time.slice(0, 5)} to ${hit.end_time.slice(0, 5)})`;
  const same = others.find((o) => o.name.trim().toUpperCase() === shift.name.trim().toUpperCase());
  if (same) return `A shift named ${same.name} already exists`;
  return null;
}
