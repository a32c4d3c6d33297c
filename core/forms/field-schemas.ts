import { IANAZone } from 'luxon';
import { z } from 'zod';

/** A required text field: trimmed, non-empty, at most `max` characters; messages name the field. */
export function requiredText(label: string, max?: number) {
  const base = z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);
  return max === undefined ? base : base.max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field that defaults to the empty string (the database keeps '' rather than null). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
}

/** A calendar date as YYYY-MM-DD (real dates only: 2025-02-30 is refused). */
export function isoDate(label: string) {
  return z.iso.date({ error: `${label} must be a date as YYYY-MM-DD` });
}

/** An instant as ISO 8601 with Z or an offset; a local time without offset would be ambiguous. */
export function isoDateTime(label: string) {
  return z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time with a time zone, e.g. 2025-03-03T06:00:00Z` });
}

/** A percentage threshold 0..100. */
export function percent(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number; numeric text (as it comes from a CSV file) is accepted too. Empty text is not a number. */
export function numberLike(label: string) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : NUMERIC_TEXT.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    });
}

/** A boolean; the texts true and false (any case) are accepted too. */
export function booleanLike(label: string) {
  return z.union([z.boolean(), z.string()], { error: `${label} must be true or false` }).transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    const t = v.trim().toLowerCase();
    if (t === 'true') return true;
    if (t === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `${label} must be true or false` });
    return z.NEVER;
  });
}

/** An IANA time zone name (Europe/Berlin, US/Eastern); an unknown zone would leave events never computed. */
export function ianaTimeZone(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`)
    .refine((tz) => IANAZone.isValidZone(tz), `${label} must be an IANA time zone such as America/New_York`);
}
