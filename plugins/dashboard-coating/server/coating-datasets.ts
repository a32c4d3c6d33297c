import type { SeededRandom } from '../../../server/demo/seeded-random';
import type { ShiftWindow } from '../../../server/demo/shift-windows';
import { weekday } from '../../../server/demo/shift-windows';

/** A ccc_coatingop row (document 3 section 3). */
export interface CoatingOp {
  shift_date: string;
  shift_name: string;
  weight_produced: number;
  lineal_produced: number;
  lf_per_hour: number;
  msf_produced: number;
  uptime_hours: number;
  downtime_hours: number;
  uptime_mins: number;
  changeover_mins: number;
  changeover_hours: number;
  num_changeovers: number;
  roll_count: number;
  split_roll_count: number;
  full_roll_count: number;
  roll_to_roll_mins: number;
  changeover_per_min: number;
  start: string;
  end: string;
}

export interface UpDownEntry {
  start_datetime: string;
  end_datetime: string;
  is_uptime: boolean;
  notes: string;
}

const WEB_WIDTH_FT = 4.5; // coated web width: msf = lineal feet x width / 1000
const LB_PER_LF = 1.9;
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const DOWN_NOTES = ['Roll change', 'Coater cleaning', 'Colour change', 'Waiting on coil', 'Roller adjustment', 'Splice repair'];

/**
 * KPI targets of the coating line, per 24-hour day (core/oee coating-kpi: goals scale per 24 h; one
 * shift shows a third): quantities are three shifts' worth, rates and averages stay as they are.
 * Thresholds keep the table's defaults (yellow 70, red 50; downtime 120).
 */
export const COATING_KPI_TARGETS = {
  lineal_produced: 120000, weight_produced: 228000, tons_produced: 114, lf_per_hour: 6200, msf_produced: 540,
  uptime_hours: 20, uptime_mins: 1200, changeover_mins: 180, changeover_hours: 3, num_changeovers: 9, roll_count: 30,
  split_roll_count: 3, full_roll_count: 27, changeover_per_min: 20, roll_to_roll_mins: 45, lf_per_hour_with_downtime: 5400,
} as const;

/**
 * One coating-op row per shift that has ended by `now` (the line stands on Sundays), and its up/down
 * calendar: uptime, one downtime stretch, uptime. Hours add up to the shift's length.
 */
export function buildCoatingData(windows: readonly ShiftWindow[], now: number, rng: SeededRandom): { ops: CoatingOp[]; calendar: UpDownEntry[] } {
  const ops: CoatingOp[] = [];
  const calendar: UpDownEntry[] = [];
  for (const w of windows) {
    if (weekday(w.shiftDate) === 7 || w.end.toMillis() > now) continue;
    const shiftHours = w.end.diff(w.start, 'hours').hours;
    const downtime = round(rng.between(0.3, 2.5));
    const uptime = round(shiftHours - downtime);
    const numChangeovers = rng.int(1, 4);
    const changeoverMins = round(numChangeovers * rng.between(12, 35), 0);
    const lfPerHour = round(rng.between(5200, 7200), 0);
    const lineal = round(lfPerHour * uptime, 0);
    const full = rng.int(6, 12);
    const split = rng.int(0, 3);
    ops.push({
      shift_date: w.shiftDate, shift_name: w.shiftName,
      weight_produced: round(lineal * LB_PER_LF, 0), lineal_produced: lineal, lf_per_hour: lfPerHour,
      msf_produced: round((lineal * WEB_WIDTH_FT) / 1000), uptime_hours: uptime, downtime_hours: downtime,
      uptime_mins: round(uptime * 60), changeover_mins: changeoverMins, changeover_hours: round(changeoverMins / 60),
      num_changeovers: numChangeovers, roll_count: full + split, split_roll_count: split, full_roll_count: full,
      roll_to_roll_mins: round((uptime * 60) / (full + split)), changeover_per_min: round(changeoverMins / numChangeovers),
      start: w.start.toISO()!, end: w.end.toISO()!,
    });
    const downStart = w.start.plus({ minutes: rng.int(30, Math.floor(uptime * 60) - 30) });
    const downEnd = downStart.plus({ minutes: Math.round(downtime * 60) });
    calendar.push(
      { start_datetime: w.start.toISO()!, end_datetime: downStart.toISO()!, is_uptime: true, notes: '' },
      { start_datetime: downStart.toISO()!, end_datetime: downEnd.toISO()!, is_uptime: false, notes: rng.pick(DOWN_NOTES) },
      { start_datetime: downEnd.toISO()!, end_datetime: w.end.toISO()!, is_uptime: true, notes: '' },
    );
  }
  return { ops, calendar };
}
