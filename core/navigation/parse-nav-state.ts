import { navStateSchema } from './nav-state-schema';
import { NavStateError } from './nav-state-error';
import type { NavState } from './nav-state';

/**
 * A navigation state from outside (a preset's navstate, session storage) laid over the defaults,
 * so a state saved before a field existed still loads; then checked field by field.
 * Unknown fields are dropped. Throws NavStateError naming every offending field.
 */
export function parseNavState(input: unknown, defaults: NavState): NavState {
  if (!isPlainObject(input)) throw new NavStateError('The navigation state must be an object');
  const result = navStateSchema.safeParse(overlay(defaults, input));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new NavStateError(`Invalid navigation state: ${problems.join('; ')}`);
  }
  return result.data;
}

function overlay(base: unknown, input: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(input)) return input === undefined ? base : input;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(input)) out[key] = overlay(base[key], value);
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
