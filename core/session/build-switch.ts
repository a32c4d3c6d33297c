/** The two front-end builds: the consolidated one (sigma) and the full big-brain one (dist). */
export type Build = 'sigma' | 'dist';

/** The label the hidden 'Rollout Info' dialog shows for the current build (document 3 §2.7). */
export const BUILD_LABELS: Readonly<Record<Build, string>> = { sigma: 'SSS (sigma)', dist: 'BigBrain (dist)' };

/** Build switch (document 3 §4): sigma when signed out; signed in, sigma unless the profile is big-brain. */
export function expectedBuild(authenticated: boolean, profile: { is_bigbrain?: boolean } | null | undefined): Build {
  return authenticated && profile?.is_bigbrain === true ? 'dist' : 'sigma';
}

export type BuildSwitchDecision = { action: 'keep' } | { action: 'rewrite-and-reload'; cookie: Build };

/** On a mismatch the build cookie is rewritten and the page reloads; the host carries it out. */
export function buildSwitch(
  cookie: string | null | undefined,
  authenticated: boolean,
  profile: { is_bigbrain?: boolean } | null | undefined,
): BuildSwitchDecision {
  const wanted = expectedBuild(authenticated, profile);
  return cookie === wanted ? { action: 'keep' } : { action: 'rewrite-and-reload', cookie: wanted };
}
