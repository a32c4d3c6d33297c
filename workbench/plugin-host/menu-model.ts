import type { PluginManifest, SidebarTab } from '../api/manifest';
import type { CustomerCompanies, WorkbenchSession } from '../api/session';
import { guardRoute } from './route-guard';

export interface MenuItem {
  id: string;
  tab: SidebarTab;
  order: number;
  label: string;
  icon: string;
  /** A route to open, or the shell's sign-out command. */
  to?: string;
  command?: 'sign-out';
}

const TAB_ORDER: readonly SidebarTab[] = ['explorer', 'settings', 'user'];

const SIGN_OUT_ITEM: MenuItem = { id: 'shell.sign-out', tab: 'user', order: 1000, label: 'Sign Out', icon: 'pi pi-sign-out', command: 'sign-out' };

/**
 * The sidebar entries this session sees, per tab, in order: an entry shows exactly when the guard
 * of the route it opens lets the session in (document 1 §2: Entities by role; Profile and Company
 * not in demo mode; Supervise for super users), so the menu never offers a route that bounces.
 */
export function menuItems(plugins: readonly PluginManifest[], session: WorkbenchSession | undefined, companies: CustomerCompanies): MenuItem[] {
  if (!session) return [];
  const items: MenuItem[] = plugins.flatMap((plugin) =>
    (plugin.contributes.sidebarEntries ?? [])
      .filter((entry) => {
        const route = plugin.contributes.routes?.find((r) => r.path === entry.to);
        return route !== undefined && guardRoute(plugin, route, entry.to, session, companies).outcome === 'allow';
      })
      .map(({ id, tab, order, label, icon, to }) => ({ id, tab, order, label, icon, to })),
  );
  const tabRank = (t: SidebarTab) => TAB_ORDER.indexOf(t);
  return [...items, SIGN_OUT_ITEM].sort((a, b) => tabRank(a.tab) - tabRank(b.tab) || a.order - b.order || a.label.localeCompare(b.label));
}
