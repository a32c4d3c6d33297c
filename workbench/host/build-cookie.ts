import type { Build } from '../../core/session';

export const BUILD_COOKIE = 'build';

export function readBuildCookie(cookie: string = document.cookie): string | null {
  const match = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${BUILD_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(BUILD_COOKIE.length + 1)) : null;
}

/**
 * Writes the build switch cookie (document 3 §4). This server serves one bundle for both builds,
 * so the reload the specification asks for would show the same page again: the cookie is written
 * for the server and proxies that route on it, and the page stays.
 */
export function writeBuildCookie(build: Build): void {
  document.cookie = `${BUILD_COOKIE}=${build}; path=/; max-age=31536000; samesite=lax`;
}
