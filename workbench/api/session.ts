import type { Observable } from 'rxjs';
import type { Profile, Role } from '../../core/model';
import type { CustomerCompanies } from '../../core/session';
import { serviceToken } from '../../core/platform';

export type { CustomerCompanies } from '../../core/session';

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
  /** Plugin ids an admin switched off for this company (so a plugin that defaults to on can be turned off). */
  togglesOff: ReadonlySet<string>;
}

/** The current session and the configured customer names; the shell keeps it up to date. */
export interface SessionStore {
  readonly session$: Observable<WorkbenchSession | undefined>;
  readonly current: WorkbenchSession | undefined;
  readonly customerCompanies: CustomerCompanies;
}
export const SessionStore = serviceToken<SessionStore>('workbench.SessionStore');
