import type { KeyValueStore } from '../../core/platform';
import { buildSwitch, type Build, type BuildSwitchDecision } from '../../core/session';

const BUILD_COOKIE = 'build';

export function readBuildCookie(cookie: string = document.cookie): string | null {
  const match = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${BUILD_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(BUILD_COOKIE.length + 1)) : null;
}

/** Writes the build switch cookie (document 3 §4), read by the server and the proxies that route on it. */
export function writeBuildCookie(build: Build): void {
  document.cookie = `${BUILD_COOKIE}=${build}; path=/; max-age=31536000; samesite=lax`;
}

/** The build this tab last reloaded for: a cookie the browser refuses must not reload forever. */
const BUILD_RELOAD_KEY = 'buildReloadedFor';

/**
 * Carries out the build switch (document 3 §4): on a mismatch the cookie is rewritten and the page
 * reloads, once per build and tab. Answers whether a reload was started.
 */
export function applyBuildSwitch(decision: BuildSwitchDecision, tab: KeyValueStore, reload: () => void, write: (b: Build) => void = writeBuildCookie): boolean {
  if (decision.action === 'keep') return false;
  write(decision.cookie);
  if (decision.action === 'write') return false;
  if (tab.getItem(BUILD_RELOAD_KEY) === decision.cookie) return false;
  tab.setItem(BUILD_RELOAD_KEY, decision.cookie);
  reload();
  return true;
}

/** Signed out the build cookie is sigma (document 3 §4). Answers whether a reload was started. */
export function applySignedOutBuild(cookie: string | null, tab: KeyValueStore, reload: () => void, write: (b: Build) => void = writeBuildCookie): boolean {
  return applyBuildSwitch(buildSwitch(cookie, false, undefined), tab, reload, write);
}
