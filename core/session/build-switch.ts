/** The two front-end builds: the consolidated one (sigma) and the full big-brain one (dist). */
export type Build = 'sigma' | 'dist';

/** The label the hidden 'Rollout Info' dialog shows for the current build (document 3 §2.7). */
export const BUILD_LABELS: Readonly<Record<Build, string>> = { sigma: 'SSS (sigma)', dist: 'BigBrain (dist)' };

/** Build switch (document 3 §4): sigma when signed out; signed in, sigma unless the profile is big-brain. */
export function expectedBuild(authenticated: boolean, profile: { is_bigbrain?: boolean } | null | undefined): Build {
  return authenticated && profile?.is_bigbrain === true ? 'dist' : 'sigma';
}

export type BuildSwitchDecision = { action: 'keep' } | { action: 'write'; cookie: Build } | { action: 'rewrite-and-reload'; cookie: Build };

/**
 * A request without the cookie is served the signed-out build: every visitor arrives signed out and
 * without it, so that page is sigma already.
 */
const BUILD_WITHOUT_COOKIE: Build = 'sigma';

/** On a mismatch the build cookie is rewritten and the page reloads; the host carries it out. */
export function buildSwitch(
  cookie: string | null | undefined,
  authenticated: boolean,
  profile: { is_bigbrain?: boolean } | null | undefined,
): BuildSwitchDecision {
  const wanted = expectedBuild(authenticated, profile);
  if (cookie === wanted) return { action: 'keep' };
  // No cookie yet and the build running is the one wanted: write it, but a reload would change
  // nothing (and would reload every first visit of the landing page).
  if (!cookie && wanted === BUILD_WITHOUT_COOKIE) return { action: 'write', cookie: wanted };
  return { action: 'rewrite-and-reload', cookie: wanted };
}
