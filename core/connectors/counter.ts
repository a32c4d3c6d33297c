/**
 * Running totals turned into increments. A PLC counter only grows, until it is reset (back to a small
 * value: the units since the reset are the new value) or it wraps around at its width (16 or 32
 * bits: the units up to the top plus the new value). The first reading of a counter is its baseline.
 */
export type CounterStep = 'first' | 'count' | 'reset' | 'rollover';

/** Counter widths tried when the source names none: a counter this close to the top wrapped, it was not reset. */
const WIDTHS = [2 ** 16, 2 ** 32];
const NEAR_TOP = 0.9;

export function counterIncrement(previous: number | undefined, current: number, rollover?: number): { increment: number; step: CounterStep } {
  if (previous === undefined) return { increment: 0, step: 'first' };
  if (current >= previous) return { increment: current - previous, step: 'count' };
  const widths = rollover ? [rollover] : WIDTHS;
  const width = widths.find((w) => previous < w && previous >= w * NEAR_TOP && current < w * (1 - NEAR_TOP));
  if (width !== undefined) return { increment: width - previous + current, step: 'rollover' };
  return { increment: current, step: 'reset' };
}
