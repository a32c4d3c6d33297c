import type { Condition, DatasetContribution, ExplorerMode, HelpContribution, PluginManifest, RouteContribution } from '../manifest';
import { kebab, settingsScreenParts, type SettingsPlace } from './settings-entry';

export interface ExplorerModeOptions extends Omit<ExplorerMode, 'id'> {
  /** The plugin id (`explorer-<mode>`, `map-designer`); the mode's id is `<id>.<label in kebab-case>`. */
  id: string;
  title: string;
  datasets?: DatasetContribution[];
  /** Screens of the mode with their own address (the reports' /report/...). */
  routes?: RouteContribution[];
  /** A System Setup screen that shows the mode's view on its own route (the map designer). */
  setup?: SettingsPlace;
  help?: HelpContribution[];
  module?: PluginManifest['module'];
  /** Who gets the mode at all (its button, view and routes); everyone when absent. */
  enabledWhen?: Condition;
}

/** A Data Explorer mode (document 1 §2: graph, map, map design, model, report) as one declaration. */
export function explorerMode(options: ExplorerModeOptions): PluginManifest {
  const { id, title, mode, label, order, view, datasets, routes = [], setup, help, module, enabledWhen } = options;
  const setupParts = setup && settingsScreenParts(id, setup, view);
  const allRoutes = setupParts ? [...routes, setupParts.route] : routes;
  return {
    id,
    title,
    ...(module ? { module } : {}),
    ...(enabledWhen ? { enabledWhen } : {}),
    contributes: {
      explorerModes: [{ id: `${id}.${kebab(label)}`, mode, label, order, view }],
      ...(datasets ? { datasets } : {}),
      ...(allRoutes.length > 0 ? { routes: allRoutes } : {}),
      ...(setupParts ? { sidebarEntries: [setupParts.entry] } : {}),
      ...(help ? { helpKeys: help } : {}),
    },
  };
}
