/** Keys whose changes never make a preset dirty: the version stamp and the server's update time. */
const IGNORED_KEYS = new Set(['version', '_updated']);
/** A date or date-time string: only its first 10 characters (the calendar day) count. */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/;

/**
 * The dirty marker (document 1 §4): the working payload differs from the saved one, ignoring
 * version, updated time and any date characters beyond the first 10. Key order and keys holding
 * undefined do not count, as the payload travels as JSON.
 */
export function isDirty(working: unknown, saved: unknown): boolean {
  return !sameValue(normalise(working), normalise(saved));
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return DATE_PREFIX.test(value) ? value.slice(0, 10) : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : normalise(v)));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!IGNORED_KEYS.has(k) && v !== undefined) out[k] = normalise(v);
    }
    return out;
  }
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = Object.keys(ra);
    return keys.length === Object.keys(rb).length && keys.every((k) => k in rb && sameValue(ra[k], rb[k]));
  }
  return false;
}
