import type { Role } from '../model';

/** Who may open a route. Every rule but 'public' needs a signed-in session. */
export type RouteAccess = 'public' | 'signedIn' | { role: Role[] } | { superUser: true } | { customer: string };

export type SidebarTab = 'explorer' | 'settings' | 'user';

export interface RouteEntry {
  /** Path pattern; ':name' segments are parameters. */
  path: string;
  access: RouteAccess;
  /** The sidebar tab the route belongs to, when it has one. */
  tab?: SidebarTab;
}

const signedIn = (tab: SidebarTab | undefined, ...paths: string[]): RouteEntry[] =>
  paths.map((path) => (tab ? { path, access: 'signedIn', tab } : { path, access: 'signedIn' }));

/** The route table of document 1 §2, as data. */
export const ROUTES: readonly RouteEntry[] = [
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

/** Marketing pages a silent successful session check leaves for / (document 1 §2). */
export const LEAVE_ON_SILENT_SESSION: readonly string[] = ['/features', '/pricing', '/support'];
