import { z } from 'zod';

export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from start to end inclusive, for YYYY-MM-DD dates. */
export function daysInclusive(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar month containing the given instant (UTC), as the navigation state's default range. */
export function monthOf(now: number): { from: string; to: string } {
  const d = new Date(now);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** A start..end range of dates: ordered and at most MAX_RANGE_DAYS long, so an answer stays bounded. */
export function checkRange<T extends { start?: string; end?: string }>(v: T, ctx: z.RefinementCtx, startField: string, endField: string): void {
  if (!v.start || !v.end) return;
  if (v.start > v.end) ctx.addIssue({ code: 'custom', path: [endField], message: `${endField} must not be before ${startField}` });
  else if (daysInclusive(v.start, v.end) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: [endField], message: `A range may cover at most ${MAX_RANGE_DAYS} days` });
}
