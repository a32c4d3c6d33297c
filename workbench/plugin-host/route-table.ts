import type { Condition, PluginManifest, RouteContribution, SidebarTab } from '../api/manifest';

/** Who may open a route, in the terms of document 1 §2's table: anyone, any signed-in user, or users who are someone. */
export type RouteRule = 'public' | 'signedIn' | Condition;

export interface RouteRow {
  /** Path pattern; ':name' segments are parameters. */
  path: string;
  access: RouteRule;
  /** The sidebar tab the route opens, when it has one (document 1 §2). */
  tab?: SidebarTab;
}

/** The host's own routes: / is the public landing page signed out and the Data Explorer signed in. */
export const HOST_ROUTES: readonly RouteRow[] = [{ path: '/', access: 'public', tab: 'explorer' }];

/**
 * Everything a signed-in session must meet to open a route: its plugin's gate and the route's own
 * condition (undefined: nothing beyond being signed in).
 */
export function routeCondition(plugin: PluginManifest, route: RouteContribution): Condition | undefined {
  const own = typeof route.access === 'object' ? route.access.when : undefined;
  const parts = [plugin.enabledWhen, own].filter((c): c is Condition => c !== undefined);
  return parts.length > 1 ? { all: parts } : parts[0];
}

/**
 * The route table, derived from the manifests and the host's own routes: each route's access
 * and the tab of its plugin's sidebar entries. A plugin route at a host path (the landing page at
 * /) adds no row.
 */
export function routeTable(plugins: readonly PluginManifest[]): RouteRow[] {
  const rows: RouteRow[] = [...HOST_ROUTES];
  for (const plugin of plugins) {
    const tab = plugin.contributes.sidebarEntries?.[0]?.tab;
    for (const route of plugin.contributes.routes ?? []) {
      if (rows.some((row) => row.path === route.path)) continue;
      rows.push({ path: route.path, access: whoMayOpen(plugin, route), ...(tab ? { tab } : {}) });
    }
  }
  return rows;
}

function whoMayOpen(plugin: PluginManifest, route: RouteContribution): RouteRule {
  if (route.access === 'public') return 'public';
  return identity(routeCondition(plugin, route)) ?? 'signedIn';
}

/**
 * The part of a condition that says who the user is (role, super user, customer company). Switches
 * (a company's plugin toggle, the demo account, the BigBrain flag) turn a plugin off for a session
 * as a whole, and are no rule of the route table.
 */
function identity(condition: Condition | undefined): Condition | undefined {
  if (condition === undefined) return undefined;
  if ('all' in condition) {
    const kept = unique(condition.all.map(identity).filter((c): c is Condition => c !== undefined));
    return kept.length > 1 ? { all: kept } : kept[0];
  }
  if ('any' in condition) {
    const kept = condition.any.map(identity);
    // An alternative that is only a switch may let anyone in.
    return kept.every((c): c is Condition => c !== undefined) ? { any: kept } : undefined;
  }
  if ('not' in condition) {
    const kept = identity(condition.not);
    return kept && { not: kept };
  }
  return 'role' in condition || 'superUser' in condition || 'companyName' in condition ? condition : undefined;
}

function unique(conditions: Condition[]): Condition[] {
  const seen = new Set<string>();
  return conditions.filter((c) => !seen.has(JSON.stringify(c)) && seen.add(JSON.stringify(c)));
}
