import type { Profile } from '../../core/model';
import type { WorkbenchSession } from '../api/session';

/** The gating view of a profile; the company name falls back to the root entity's name. */
export function sessionFromProfile(profile: Profile, toggles: Iterable<string> = [], togglesOff: Iterable<string> = []): WorkbenchSession {
  return {
    profile,
    companyName: profile.company_name ?? profile.entities?.name ?? '',
    customer: profile.customer ?? null,
    role: profile.role,
    isSuper: profile.is_super === true,
    isDemo: profile.is_demo === true,
    isBigBrain: profile.is_bigbrain === true,
    toggles: new Set(toggles),
    togglesOff: new Set(togglesOff),
  };
}
