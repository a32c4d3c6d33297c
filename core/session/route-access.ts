import type { Role } from '../model';
import { unauthorisedRouteWarning } from '../errors';
import { eventDatasetOfSlug } from './event-datasets';
import { LEAVE_ON_SILENT_SESSION, ROUTES, type RouteAccess, type RouteEntry } from './route-table';

/** What route guards know about the session. */
export interface RouteSession {
  signedIn: boolean;
  role?: Role;
  isSuper?: boolean;
  companyName?: string;
  /** Which customer the company is, as the server resolved it (Profile.customer); null or absent: none. */
  customer?: string | null;
}

export type RouteDecision =
  | { outcome: 'allow'; route: RouteEntry; params: Record<string, string> }
  /** Signed out on an app route: remember the address as loginUri and start the login flow. */
  | { outcome: 'login'; loginUri: string }
  /** Unauthorised or unknown: log the warning and go to /. */
  | { outcome: 'redirect'; redirect: '/'; warning: string };

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/** The route entry a path matches (query, hash and a trailing slash ignored), with its parameters. */
export function matchRoute(path: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch | undefined {
  const clean = normalisePath(path);
  const parts = clean.split('/');
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      const part = parts[i]!;
      if (seg.startsWith(':')) {
        if (part === '') return false;
        params[seg.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return seg === part;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

/** The route guard of document 1 §2 and §6. */
export function checkRouteAccess(path: string, session: RouteSession): RouteDecision {
  const match = matchRoute(path);
  const slug = match?.params['slug'];
  if (!match || (slug !== undefined && !eventDatasetOfSlug(slug))) {
    return { outcome: 'redirect', redirect: '/', warning: `No route matches ${path}: redirected to /` };
  }
  if (match.route.access === 'public') return { outcome: 'allow', ...match };
  if (!session.signedIn) return { outcome: 'login', loginUri: path };
  if (!allows(match.route.access, session)) {
    return { outcome: 'redirect', redirect: '/', warning: unauthorisedRouteWarning(path) };
  }
  return { outcome: 'allow', ...match };
}

function allows(access: Exclude<RouteAccess, 'public'>, session: RouteSession): boolean {
  if (access === 'signedIn') return true;
  if ('role' in access) return session.role !== undefined && access.role.includes(session.role);
  if ('superUser' in access) return session.isSuper === true;
  // The server matched the company's exact name against the configured customer names (document 1 §2).
  return session.customer != null && session.customer === access.customer;
}

/** A silent successful session check on /features, /pricing or /support moves the user to / (document 1 §2). */
export function pathAfterSilentSession(path: string): string {
  return LEAVE_ON_SILENT_SESSION.includes(normalisePath(path)) ? '/' : path;
}

/** After authentication: /company/init when the company must be set up, else the saved login address, else / (document 3 §2.6). */
export function pathAfterLogin(loginUri: string | null | undefined, needsCompanyInit: boolean): string {
  if (needsCompanyInit) return '/company/init';
  return loginUri && loginUri.startsWith('/') && !loginUri.startsWith('//') ? loginUri : '/';
}

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
