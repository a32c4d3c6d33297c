import { toEpochMs, type Instant } from './instant';

/** Timeline bucket: 15 minutes (document 2, section 9), also the metrics engine's restime bucket. */
export const TIMELINE_BUCKET_MINUTES = 15;
export const TIMELINE_BUCKET_MS = TIMELINE_BUCKET_MINUTES * 60_000;

/** Below half of the goal rate a bucket counts as slow, at or above it as producing. */
export const SLOW_PROD_THRESHOLD = 0.5;

/**
 * Start of the 15-minute bucket holding an instant, in epoch ms. Flooring the epoch is right in
 * every time zone because all current UTC offsets are whole quarter hours (+05:30, +05:45, +12:45).
 */
export function timelineBucketStart(t: Instant): number {
  const ms = toEpochMs(t);
  return Math.floor(ms / TIMELINE_BUCKET_MS) * TIMELINE_BUCKET_MS;
}

/** Averaging window of the timeline: steps x 15 minutes, in ms. */
export function averageWindowMs(steps: number): number {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`Average steps must be a whole number of at least 1 (got ${String(steps)}).`);
  return steps * TIMELINE_BUCKET_MS;
}

/**
 * Slider scale, in percent of the track per step. The spec gives 6.25 or 6.75; we use 6.25 on
 * medium and larger screens, where 16 steps (4 hours) fill the track exactly (16 x 6.25 = 100),
 * and 6.75 on small screens (under 768 px), where the thumb takes a larger share of the narrow
 * track: the wider spacing keeps tick labels apart and limits the slider to 14 steps (3.5 hours).
 */
const SLIDER_SCALE = Object.freeze({ regular: 6.25, small: 6.75 });

export function sliderScale(smallScreen: boolean): number {
  return smallScreen ? SLIDER_SCALE.small : SLIDER_SCALE.regular;
}

/** The most steps that fit on the slider track (16 regular, 14 small). */
export function sliderMaxSteps(smallScreen: boolean): number {
  return Math.floor(100 / sliderScale(smallScreen));
}

/** Position (percent of the track) of a number of steps. */
export function sliderPercent(steps: number, smallScreen: boolean): number {
  const max = sliderMaxSteps(smallScreen);
  if (!Number.isInteger(steps) || steps < 1 || steps > max) throw new RangeError(`Average steps must be between 1 and ${max} (got ${String(steps)}).`);
  return steps * sliderScale(smallScreen);
}

/** Goal per minute = goal_pps x 60. */
export function goalPerMinute(goalPps: number): number {
  return goalPps * 60;
}

/** Goal per hour = goal_pps x 3600. */
export function goalPerHour(goalPps: number): number {
  return goalPps * 3600;
}

export type TimelineState = 'prod' | 'slow';

/** A rate reaching half of the goal rate is production, below it slow (rate and goal in the same unit). */
export function timelineState(rate: number, goal: number): TimelineState {
  return rate >= SLOW_PROD_THRESHOLD * goal ? 'prod' : 'slow';
}

export interface TimelinePoint {
  /** Bucket start, epoch ms. */
  start: number;
  value: number;
}

/**
 * Trailing average over the window of `steps` buckets ending at each point. Buckets without data
 * (an unscheduled quarter hour) are left out rather than counted as zero.
 */
export function trailingAverage(points: readonly TimelinePoint[], steps: number): TimelinePoint[] {
  const window = averageWindowMs(steps);
  const sorted = [...points].sort((a, b) => a.start - b.start);
  let from = 0;
  let sum = 0;
  return sorted.map((p, i) => {
    sum += p.value;
    while (sorted[from]!.start <= p.start - window) sum -= sorted[from++]!.value;
    return { start: p.start, value: sum / (i - from + 1) };
  });
}
