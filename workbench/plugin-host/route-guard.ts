import { unauthorisedRouteWarning, unknownRouteWarning } from '../../core/errors';
import { matchRoute } from '../../core/session';
import type { PluginManifest, RouteContribution } from '../api/manifest';
import type { CustomerCompanies, WorkbenchSession } from '../api/session';
import { isEnabled } from './is-enabled';
import { routeCondition } from './route-table';

export type RouteVerdict = { outcome: 'allow' } | { outcome: 'login' } | { outcome: 'redirect'; warning: string };

/**
 * May this session open `path`, an address of `route`? Public routes are open; a parameter the page
 * cannot show is an unknown address; signed out, the login starts; signed in, the plugin's gate and
 * the route's own condition decide (document 1 §2, §6: any other access logs a warning and goes to /).
 */
export function guardRoute(plugin: PluginManifest, route: RouteContribution, path: string, session: WorkbenchSession | undefined, companies: CustomerCompanies): RouteVerdict {
  if (route.access === 'public') return { outcome: 'allow' };
  const params = matchRoute(path, [route])?.params ?? {};
  if (route.paramsValid && !route.paramsValid(params)) return { outcome: 'redirect', warning: unknownRouteWarning(path) };
  if (!session) return { outcome: 'login' };
  if (!isEnabled(routeCondition(plugin, route), session, companies)) return { outcome: 'redirect', warning: unauthorisedRouteWarning(path) };
  return { outcome: 'allow' };
}
