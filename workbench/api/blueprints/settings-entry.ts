import type { RouteContribution, SidebarEntry } from '../manifest';

/** A screen of System Setup: where it lives and how its menu entry looks. */
export interface SettingsPlace {
  path: string;
  label: string;
  /** A PrimeIcons class, e.g. 'pi pi-box'. */
  icon: string;
  /** Position in the System Setup menu. */
  order: number;
}

/** `Map Design` -> `map-design`: the tail of a contributed id. */
export const kebab = (label: string): string => label.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The System Setup menu entry that opens `place`, and its route. */
export function settingsScreenParts(pluginId: string, place: SettingsPlace, page: RouteContribution['page'], access?: RouteContribution['access']): { route: RouteContribution; entry: SidebarEntry } {
  const route: RouteContribution = { path: place.path, title: place.label, page, ...(access ? { access } : {}) };
  const entry: SidebarEntry = { id: `${pluginId}.${kebab(place.label)}`, tab: 'settings', order: place.order, label: place.label, icon: place.icon, to: place.path };
  return { route, entry };
}
