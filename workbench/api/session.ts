import type { Profile, Role } from '../../core/model';

/** What plugin gating sees of the signed-in user; `undefined` session = signed out. */
export interface WorkbenchSession {
  profile: Profile;
  companyName: string;
  role: Role;
  isSuper: boolean;
  isDemo: boolean;
  isBigBrain: boolean;
  /** Plugin ids an admin switched on for this company (per-company toggles, stored on the server). */
  toggles: ReadonlySet<string>;
}

/** Names of the customer companies (from configuration; defaults are the spec's three customers). */
export interface CustomerCompanies {
  mrp: string;
  coating: string;
  paintline: string;
}
