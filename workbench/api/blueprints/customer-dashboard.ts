import type { DatasetContribution, HelpContribution, PluginManifest, RouteContribution } from '../manifest';

export interface CustomerDashboardRoute {
  /** Its key within the plugin: the dataset id is `${id}.${name}`. */
  name: string;
  /** Under /graph/custom/ (document 1 §2). */
  path: string;
  /** The Dataset dropdown's entry, which opens the route, and the route's title. */
  dataset: string;
  page: RouteContribution['page'];
  /** Sidebar panels the dashboard has no use for (document 1 §2). */
  hides?: DatasetContribution['hides'];
}

export interface CustomerDashboardOptions {
  /** `dashboard-<customer>`. */
  id: string;
  /** The customer the server resolves for the session's company (ServerFeature.customer.key). */
  customer: string;
  title: string;
  routes: readonly CustomerDashboardRoute[];
  help: HelpContribution[];
  module?: PluginManifest['module'];
}

/**
 * A customer's dashboards as one declaration (document 3 §2.4): the plugin is on for the customer's
 * company only, each route needs that customer, and each route is a Custom dataset of the graph
 * explorer that opens it.
 */
export function customerDashboard(options: CustomerDashboardOptions): PluginManifest {
  const { id, customer, title, routes, help, module } = options;
  const gate = { customer };
  return {
    id,
    title,
    enabledWhen: gate,
    ...(module ? { module } : {}),
    contributes: {
      routes: routes.map((r) => ({ path: r.path, access: { when: gate }, title: r.dataset, page: r.page })),
      datasets: routes.map((r) => ({ id: `${id}.${r.name}`, kind: 'Custom', label: r.dataset, mode: 'GRAPH', route: r.path, ...(r.hides ? { hides: r.hides } : {}) })),
      helpKeys: help,
    },
  };
}
