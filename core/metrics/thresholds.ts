/** Metric threshold defaults and limits (document 1, section 9). */
export const METRIC_THRESHOLD_DEFAULTS = Object.freeze({
  red: 70,
  yellow: 90,
  green: 95,
  checkThreshold: 70,
});

export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 100;

/** Clamps a percentage to 0..100 for display; a non-number shows as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return THRESHOLD_MIN;
  return Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value));
}

/** A metric fraction (0..1) as the clamped 0..100 value a gauge shows. */
export function gaugePercent(fraction: number): number {
  return clampPercent(fraction * 100);
}

/**
 * Checks a threshold typed by a user: it must be a finite number between 0 and 100.
 * User input is rejected rather than clamped so that nothing is silently changed.
 */
export function assertThreshold(label: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < THRESHOLD_MIN || value > THRESHOLD_MAX) {
    throw new RangeError(`${label} threshold must lie between ${THRESHOLD_MIN} and ${THRESHOLD_MAX} (got ${String(value)}).`);
  }
  return value;
}
