import type { Condition } from '../api/manifest';
import type { WorkbenchSession } from '../api/session';

/**
 * The one gating function (ARCHITECTURE §4). No condition means always on. Signed out (no session),
 * every leaf is false and the combinators combine as usual, so `{ not: { demo: true } }` holds for a
 * visitor while `{ role: [...] }` does not. The customer comes resolved by the server (document 1 §2: exact company names).
 */
export function isEnabled(
  condition: Condition | undefined,
  session: WorkbenchSession | undefined,
): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((c) => isEnabled(c, session));
  if ('any' in condition) return condition.any.some((c) => isEnabled(c, session));
  if ('not' in condition) return !isEnabled(condition.not, session);
  if (!session) return false;
  if ('customer' in condition) return session.customer !== null && session.customer === condition.customer;
  if ('role' in condition) return condition.role.includes(session.role);
  if ('superUser' in condition) return session.isSuper;
  if ('demo' in condition) return session.isDemo === condition.demo;
  if ('bigBrain' in condition) return session.isBigBrain === condition.bigBrain;
  if (session.toggles.has(condition.toggle)) return true;
  if (session.togglesOff.has(condition.toggle)) return false;
  return condition.default ?? false;
}
