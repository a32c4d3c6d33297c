import { matchRoute, type SidebarTab } from '../../core/session';
import type { MenuItem } from '../plugin-host/menu-model';

/**
 * The sidebar tab a route belongs to (document 1 §2: System Setup for the setup routes, User Menu for
 * the profile and company routes): a menu entry's own route first (plugins such as /plugins or
 * /appearance), then the route table. Undefined: the route has no tab, the current one stays.
 */
export function tabForPath(pathname: string, items: readonly MenuItem[]): SidebarTab | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = items.find((i) => i.to !== undefined && (i.to === path || (i.to !== '/' && path.startsWith(`${i.to}/`))));
  if (entry) return entry.tab;
  return matchRoute(path)?.route.tab;
}
