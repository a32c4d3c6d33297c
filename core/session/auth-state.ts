import type { Profile, SubscriptionStatus } from '../model';

/** Signed in means the current time is before the expiry time (document 1 §4, rule 5). Both in epoch ms. */
export function isSignedIn(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) && now < expiresAt;
}

/** A subscription counts as active only when ACTIVE or TRIALING (document 1 §4, rule 8). */
export function isSubscriptionActive(status: SubscriptionStatus | string | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'TRIALING';
}

/** The company a profile belongs to: the euid of the root of its entity tree (a 'C...' euid). */
function companyEuidOf(profile: Pick<Profile, 'entities'> | null | undefined): string | undefined {
  return profile?.entities?.euid;
}

/**
 * Profile refresh (document 1 §4, rule 8): the page reloads when the returned company euid differs
 * from the stored one. A first profile (nothing stored) is no change.
 */
export function mustReloadAfterProfileRefresh(
  stored: Pick<Profile, 'entities'> | null | undefined,
  fresh: Pick<Profile, 'entities'>,
): boolean {
  const before = companyEuidOf(stored);
  return before !== undefined && before !== companyEuidOf(fresh);
}
