/** Marketing pages a silent successful session check leaves for / (document 1 §2). */
export const LEAVE_ON_SILENT_SESSION: readonly string[] = ['/features', '/pricing', '/support'];

export interface RouteMatch<R extends { path: string }> {
  route: R;
  params: Record<string, string>;
}

/**
 * The first route whose path pattern (':name' segments are parameters) matches `path`, with its
 * decoded parameters; query, hash and a trailing slash are ignored.
 */
export function matchRoute<R extends { path: string }>(path: string, routes: readonly R[]): RouteMatch<R> | undefined {
  const parts = normalisePath(path).split('/');
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
