import type { Role } from '../../../core/model';
import type { Condition, HelpContribution, PluginManifest, RouteContribution } from '../manifest';
import { settingsScreenParts, type SettingsPlace } from './settings-entry';

export interface SetupScreenOptions extends SettingsPlace {
  /** The plugin id, `settings-<name>`; also the id of its per-company switch. */
  id: string;
  page: RouteContribution['page'];
  help: HelpContribution[];
  /** Who may open the screen, and so who sees its entry (absent: any signed-in user). */
  roles?: Role[];
  /** When the plugin is on at all (beyond its switch), e.g. `{ not: { demo: true } }`. */
  enabledWhen?: Condition;
  /**
   * An admin may switch the screen off for the company (System Setup > Plugins); on until then.
   * Default true.
   */
  switchable?: boolean;
  /** Further routes of the screen: the same page unless another is given (/reasons/:reasonName). */
  moreRoutes?: Array<Omit<RouteContribution, 'page' | 'access' | 'title'> & Partial<Pick<RouteContribution, 'page' | 'title'>>>;
  module?: PluginManifest['module'];
}

/**
 * A System Setup screen as one declaration (document 1 §2): its route (with `roles` as the access
 * rule), its System Setup menu entry, the per-company switch and its help. The plugin's title is the
 * label, as the Plugins screen lists it.
 */
export function setupScreen(options: SetupScreenOptions): PluginManifest {
  const { id, page, help, roles, switchable = true, moreRoutes = [], module } = options;
  const access = roles ? { when: { role: roles } } : undefined;
  const { route, entry } = settingsScreenParts(id, options, page, access);
  const gates = [switchable ? { toggle: id, default: true } : undefined, options.enabledWhen].filter((c): c is Condition => c !== undefined);
  const enabledWhen: Condition | undefined = gates.length > 1 ? { all: gates } : gates[0];
  return {
    id,
    title: options.label,
    ...(enabledWhen ? { enabledWhen } : {}),
    ...(module ? { module } : {}),
    contributes: {
      routes: [route, ...moreRoutes.map((more) => ({ ...route, ...more }))],
      sidebarEntries: [entry],
      helpKeys: help,
    },
  };
}
