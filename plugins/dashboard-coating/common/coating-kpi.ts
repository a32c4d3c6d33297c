import { toEpochMs, type Instant } from '../../../core/oee/instant';
import { DEFAULT_SHIFTS } from '../../../core/shifts/default-shifts';
import type { KpiMetric } from './kpi-target';

/** Document 3 §9's three shifts a day: Day, Afternoon and Midnight. */
export const SHIFTS_PER_DAY = DEFAULT_SHIFTS.length;
export const STANDARD_SHIFT_MINUTES = 8 * 60;

/** Rates and per-event averages do not grow with time, so they are neither split by shift nor scaled by range. */
export const NOT_SHIFT_SPLIT: ReadonlySet<KpiMetric> = new Set<KpiMetric>(['lf_per_hour', 'roll_to_roll_mins']);

export function isShiftSplit(metric: KpiMetric): boolean {
  return !NOT_SHIFT_SPLIT.has(metric);
}

/*
 * Direction of the shift split (document 3, section 9: "multiplied or divided by 3 when shifts are
 * not combined"). Targets are stored per 24-hour day, because goals scale per 24 hours. The actual
 * values on screen are always the measured ones, never extrapolated. So:
 *   - showing a stored (daily) target beside one shift's actual divides it by 3;
 *   - a target typed in the editor while one shift is shown is that shift's share, and is
 *     multiplied by 3 before it is stored, so the stored value stays a daily one.
 * With Combine Shifts on, a day is shown and nothing is split.
 */

/** A stored daily target as shown beside the selected view (divided by 3 for a single shift). */
export function targetForView(dailyTarget: number, metric: KpiMetric, combineShifts: boolean): number {
  return combineShifts || !isShiftSplit(metric) ? dailyTarget : dailyTarget / SHIFTS_PER_DAY;
}

/** A target typed while the view shows one shift, as stored per day (multiplied by 3). */
export function targetToStore(enteredTarget: number, metric: KpiMetric, combineShifts: boolean): number {
  return combineShifts || !isShiftSplit(metric) ? enteredTarget : enteredTarget * SHIFTS_PER_DAY;
}

/**
 * Days covered by a selected range. The duration is taken to the nearest minute so that an
 * inclusive end of day (23:59:59.999) counts as the whole day.
 */
export function rangeDays(start: Instant, end: Instant): number {
  const ms = toEpochMs(end, 'range end') - toEpochMs(start, 'range start');
  if (ms < 0) throw new RangeError('The range ends before it starts.');
  return Math.round(ms / 60_000) / (24 * 60);
}

/**
 * Goals scale per 24 hours over the selected range: a daily goal of a quantity metric is
 * multiplied by the days in the range, then split by shift as above. Rates keep their daily goal.
 */
export function goalForRange(dailyGoal: number, metric: KpiMetric, range: { start: Instant; end: Instant }, combineShifts: boolean): number {
  const days = isShiftSplit(metric) ? rangeDays(range.start, range.end) : 1;
  return targetForView(dailyGoal * days, metric, combineShifts);
}

/**
 * Downtime gauge (document 3, section 9): downtime minutes as a percentage of standard 8-hour
 * shifts, clamped to 0..100 like every gauge.
 */
export function downtimeGaugePercent(downtimeMinutes: number, shifts = 1): number {
  if (!Number.isFinite(downtimeMinutes) || downtimeMinutes < 0) throw new RangeError(`Downtime minutes must be a non-negative number (got ${String(downtimeMinutes)}).`);
  if (!Number.isInteger(shifts) || shifts < 1) throw new RangeError(`Shift count must be a whole number of at least 1 (got ${String(shifts)}).`);
  return Math.min(100, (downtimeMinutes / (STANDARD_SHIFT_MINUTES * shifts)) * 100);
}
