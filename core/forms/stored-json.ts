import { z } from 'zod';

/**
 * Issue 34 §5: every JSON value the server stores for later reading (saved navigation states, map
 * designs, shared links) is bounded in nesting and size, so a stored value can never break the
 * serialisation of a list for others. The deepest real value, a map design, nests about 8 levels.
 */
export const STORED_JSON_MAX_DEPTH = 64;

export const tooDeep = (label: string, maxDepth: number) => `${label} must not nest more than ${maxDepth} levels of objects and arrays`;
export const tooLong = (label: string, maxChars: number) => `${label} must be at most ${maxChars} characters of JSON`;

/**
 * Whether a JSON value nests objects and arrays deeper than maxDepth (the value itself is level 1).
 * Iterative, so measuring a value nested 100,000 deep cannot overflow the stack; it stops at the first
 * branch past the bound.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A stored JSON object: an object, at most maxDepth levels deep, at most maxChars characters of JSON.
 * Depth is checked first: serialising a value nested thousands deep to measure it would overflow.
 */
export function storedJsonObject(label: string, maxChars: number, maxDepth = STORED_JSON_MAX_DEPTH) {
  return z.record(z.string(), z.unknown(), { error: `${label} must be an object` }).superRefine((value, ctx) => {
    if (nestsDeeperThan(value, maxDepth)) ctx.addIssue({ code: 'custom', message: tooDeep(label, maxDepth) });
    else if (JSON.stringify(value).length > maxChars) ctx.addIssue({ code: 'custom', message: tooLong(label, maxChars) });
  });
}

/**
 * A stored JSON value read back as text (so the database layer never copies a deep value between
 * threads): parsed and checked, or undefined when it is not JSON or nests deeper than maxDepth.
 */
export function readStoredJson(text: string | null, maxDepth = STORED_JSON_MAX_DEPTH): unknown {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return nestsDeeperThan(value, maxDepth) ? undefined : value;
  } catch {
    return undefined;
  }
}
