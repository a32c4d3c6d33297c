import { toEpochMs, type Instant } from './instant';

const MS_PER_MINUTE = 60_000;

/**
 * Downtime minutes = (end, or now while the downtime is still open, minus start) / 60000
 * (document 2, section 9). `now` comes from the caller's injected Clock.
 */
export function downtimeMinutes(start: Instant, end: Instant | null | undefined, now: Instant): number {
  const from = toEpochMs(start, 'downtime start');
  const to = end === null || end === undefined ? toEpochMs(now, 'current time') : toEpochMs(end, 'downtime end');
  if (to < from) throw new RangeError(`Downtime ends before it starts (${new Date(from).toISOString()} > ${new Date(to).toISOString()}).`);
  return (to - from) / MS_PER_MINUTE;
}
