import type { Condition, PluginManifest, SidebarTab } from '../api/manifest';
import type { WorkbenchSession } from '../api/session';
import { guardRoute } from './route-guard';
import { isEnabled } from './is-enabled';

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

/**
 * The visibility rules of document 1 §2 and §6, enforced by the host whatever a plugin declares.
 * Entities: ADMIN and MANAGER (the specification leaves the roles open; entity setup reshapes the
 * company's hierarchy, so it gets the same roles as /company/data). Profile and Company: hidden in
 * demo mode. Supervise: super users only.
 */
export const MENU_RULES: ReadonlyArray<{ path: RegExp; when: Condition }> = [
  { path: /^\/entities(\/|$)/, when: { role: ['ADMIN', 'MANAGER'] } },
  { path: /^\/(profile|company)(\/|$)/, when: { not: { demo: true } } },
  { path: /^\/supervise(\/|$)/, when: { superUser: true } },
];

export const TAB_ORDER: readonly SidebarTab[] = ['explorer', 'settings', 'user'];

export const SIGN_OUT_ITEM: MenuItem = { id: 'shell.sign-out', tab: 'user', order: 1000, label: 'Sign Out', icon: 'pi pi-sign-out', command: 'sign-out' };

/** The sidebar entries of the enabled plugins this session may see, per tab, in order. */
export function menuItems(plugins: readonly PluginManifest[], session: WorkbenchSession | undefined): MenuItem[] {
  if (!session) return [];
  const enabled = plugins.filter((p) => isEnabled(p.enabledWhen, session));
  const routes = enabled.flatMap((p) => p.contributes.routes ?? []);
  const items: MenuItem[] = enabled
    .flatMap((p) => p.contributes.sidebarEntries ?? [])
    .filter((e) => isEnabled(e.when, session))
    .filter((e) => MENU_RULES.every((rule) => !rule.path.test(e.to) || isEnabled(rule.when, session)))
    .filter((e) => {
      // Entries only for routes that exist and that this session may open.
      const route = routes.find((r) => r.path === e.to);
      return route !== undefined && guardRoute(route, e.to, session).outcome === 'allow';
    })
    .map(({ id, tab, order, label, icon, to }) => ({ id, tab, order, label, icon, to }));
  const tabRank = (t: SidebarTab) => TAB_ORDER.indexOf(t);
  return [...items, SIGN_OUT_ITEM].sort((a, b) => tabRank(a.tab) - tabRank(b.tab) || a.order - b.order || a.label.localeCompare(b.label));
}
