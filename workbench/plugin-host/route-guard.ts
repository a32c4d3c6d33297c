import { checkRouteAccess, matchRoute, type RouteSession } from '../../core/session';
import type { RouteContribution } from '../api/manifest';
import type { WorkbenchSession } from '../api/session';
import { isEnabled } from './is-enabled';

export type RouteVerdict = { outcome: 'allow' } | { outcome: 'login' } | { outcome: 'redirect'; warning: string };

export function routeSession(session: WorkbenchSession | undefined): RouteSession {
  return session
    ? { signedIn: true, role: session.role, isSuper: session.isSuper, companyName: session.companyName, customer: session.customer }
    : { signedIn: false };
}

/**
 * May this session open the route at `path`? The route's own access rule and, for a route of the
 * specification's table, the table's guard (document 1 §2, §6) both apply, so a plugin cannot
 * loosen a rule of the specification.
 */
export function guardRoute(route: RouteContribution, path: string, session: WorkbenchSession | undefined): RouteVerdict {
  if (route.access !== 'public' && !session) return { outcome: 'login' };
  if (typeof route.access === 'object' && !isEnabled(route.access.when, session)) {
    return { outcome: 'redirect', warning: `Unauthorised access to ${path}: redirected to /` };
  }
  if (matchRoute(path)) {
    const decision = checkRouteAccess(path, routeSession(session));
    if (decision.outcome === 'login') return { outcome: 'login' };
    if (decision.outcome === 'redirect') return { outcome: 'redirect', warning: decision.warning };
  }
  return { outcome: 'allow' };
}
