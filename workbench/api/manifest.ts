import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { Role } from '../../core/model';

/** Typed gating predicates, evaluated by one pure function (plugin-host/is-enabled.ts). */
export type Condition =
  /** The session's company is this customer (the server resolves it from the configured company names). */
  | { customer: string }
  | { role: Role[] }
  | { superUser: true }
  | { demo: boolean }
  | { bigBrain: boolean }
  /** Switched per company by an admin (settings-plugins); without a stored choice, `default` (off if absent) applies. */
  | { toggle: string; default?: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export type SidebarTab = 'explorer' | 'settings' | 'user';

/**
 * Who may open a route: anyone, any signed-in user, or signed-in users meeting a condition. A
 * signed-in route also needs its plugin's `enabledWhen`, which it does not repeat.
 */
export type RouteAccess = 'public' | 'signedIn' | { when: Condition };

export interface RouteContribution {
  /** react-router path, under the plugin's base path; route params are passed to the page as props (reasonName of /reasons/:reasonName). */
  path: string;
  /** Absent: 'signedIn'. */
  access?: RouteAccess;
  /** Lazy page: heavy libraries stay in the plugin's own chunk. */
  page: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
  title: string;
  /** Route params the page can show (e.g. a known event slug); others are sent to / like an unknown path. */
  paramsValid?: (params: Readonly<Record<string, string>>) => boolean;
}

export interface SidebarEntry {
  id: string; // `${pluginId}.${kebab-name}`
  tab: SidebarTab;
  order: number;
  label: string;
  icon: string; // a PrimeIcons class, e.g. 'pi pi-chart-bar'
  /** The route it opens: one of the plugin's routes. It shows exactly when that route's guard lets the session in. */
  to: string;
}

export type ExplorerModeId = 'GRAPH' | 'MAP' | 'MAP_DESIGN' | 'MODEL' | 'REPORT' | 'RANKING';

export interface ExplorerMode {
  id: string;
  mode: ExplorerModeId;
  label: string;
  order: number;
  view: () => Promise<{ default: ComponentType }>;
}

/** Sidebar panels a dataset has no use for (document 1 §2: entity selector, timeframe panel). */
export type ExplorerPanelId = 'entity' | 'timeframe';

export interface DatasetContribution {
  id: string;
  kind: 'Metric' | 'Exception' | 'Report' | 'Custom';
  label: string;
  mode: ExplorerModeId;
  /** The value kept in the navigation state when it differs from the label (a Report's reportState.activeDataset). */
  key?: string;
  /** A Custom dataset's dashboard: the route the Dataset dropdown opens (one of the plugin's routes). */
  route?: string;
  /** Sidebar panels hidden while this dataset is chosen. */
  hides?: readonly ExplorerPanelId[];
}

export interface HelpContribution {
  key: string; // `${pluginId}/${topic}`, or a spec key help-key-1..12
  title: string;
  body: string;
}

export interface PluginManifest {
  id: string; // kebab-case with its kind prefix: explorer-graph, settings-shifts, public-site...
  title: string;
  enabledWhen?: Condition;
  /** The plugin's services, loaded with its first lazy page or view (a manifest is data: nothing heavy is imported eagerly). */
  module?: () => Promise<ContainerModule>;
  contributes: {
    routes?: RouteContribution[];
    sidebarEntries?: SidebarEntry[];
    explorerModes?: ExplorerMode[];
    datasets?: DatasetContribution[];
    helpKeys?: HelpContribution[];
  };
}
