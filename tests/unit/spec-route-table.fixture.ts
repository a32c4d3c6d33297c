import type { RouteRow } from '../../workbench/plugin-host/route-table';

const signedIn = (tab: RouteRow['tab'], ...paths: string[]): RouteRow[] => paths.map((path) => ({ path, access: 'signedIn', ...(tab ? { tab } : {}) }));

/**
 * Document 1 §2's route table as data, in the manifests' terms: who may open each route and the
 * sidebar tab it belongs to. The workbench derives its table from the manifests; this is what it
 * must equal.
 */
export const SPEC_ROUTES: readonly RouteRow[] = [
  { path: '/', access: 'public', tab: 'explorer' },
  { path: '/features', access: 'public' },
  { path: '/pricing', access: 'public' },
  { path: '/demo', access: 'public' },
  { path: '/support', access: 'public' },
  { path: '/graph/custom/sch/mrp', access: { customer: 'mrp' } },
  { path: '/graph/custom/ccc/performance', access: { customer: 'coating' } },
  { path: '/graph/custom/ccc/kpi', access: { customer: 'coating' } },
  { path: '/graph/custom/ino/paintline', access: { customer: 'paintline' } },
  ...signedIn('settings', '/entities', '/parts', '/metricsetup', '/locations', '/reasons', '/shifts', '/map/designer', '/reasons/:reasonName'),
  ...signedIn('user', '/profile', '/company/init', '/company', '/company/users', '/company/plan', '/company/payment_success', '/company/payment_fail'),
  { path: '/company/data', access: { role: ['ADMIN', 'MANAGER'] }, tab: 'user' },
  { path: '/company/metrics', access: { role: ['ADMIN', 'MANAGER'] }, tab: 'user' },
  { path: '/supervise', access: { superUser: true }, tab: 'user' },
  ...signedIn(undefined, '/graph/event/:slug', '/report/schedule', '/report/transactions', '/report/inventory'),
];

/**
 * Routes the product opens to fewer users than the table says (README, Decisions): Entities
 * reshapes the company's hierarchy, which the server refuses from a USER.
 */
export const STRICTER_THAN_SPEC: ReadonlyMap<string, RouteRow['access']> = new Map([['/entities', { role: ['ADMIN', 'MANAGER'] }]]);

/** Routes the product adds (README, Decisions): Inventory Data, the plugin switches and the appearance choices. */
export const PRODUCT_ROUTES: readonly RouteRow[] = [
  { path: '/inventory', access: 'signedIn', tab: 'settings' },
  { path: '/plugins', access: { role: ['ADMIN'] }, tab: 'settings' },
  { path: '/appearance', access: 'signedIn', tab: 'user' },
  // Getting started (issue 36 §2): the first steps of a company, for those who take them.
  { path: '/company/start', access: { role: ['ADMIN', 'MANAGER'] }, tab: 'user' },
  // A machine's parts, rates, shifts and week plan (issue 36 §1): everyone reads, ADMIN and MANAGER write.
  { path: '/production-plan', access: 'signedIn', tab: 'settings' },
  // The company's machine connections (issue 38 §1): ADMIN and MANAGER only, as their REST.
  { path: '/datasources', access: { role: ['ADMIN', 'MANAGER'] }, tab: 'settings' },
];
