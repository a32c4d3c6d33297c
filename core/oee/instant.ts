/** An instant as the API and the browser hand it over: epoch milliseconds, ISO text or a Date. */
export type Instant = number | string | Date;

/** Epoch milliseconds of an instant; an unparseable instant is a clear error. */
export function toEpochMs(value: Instant, label = 'time'): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid ${label}: ${String(value)}.`);
  return ms;
}
