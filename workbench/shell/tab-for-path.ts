import { matchRoute } from '../../core/session';
import type { SidebarTab } from '../api/manifest';
import type { RouteRow } from '../plugin-host/route-table';

/**
 * The sidebar tab a route belongs to (document 1 §2: System Setup for the setup routes, User Menu for
 * the profile and company routes), read from the derived route table. Undefined: the route has no
 * tab, the current one stays.
 */
export function tabForPath(pathname: string, table: readonly RouteRow[]): SidebarTab | undefined {
  return matchRoute(pathname, table)?.route.tab;
}
