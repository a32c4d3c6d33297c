import type { Clock } from '../../core/platform';
import { mustReloadAfterProfileRefresh } from '../../core/session';
import type { AppStore } from '../api/app-store';
import type { HttpClient } from '../api/http-client';
import type { ProfileRefresh } from '../api/profile-refresh';
import type { BehaviorSessionStore } from './behavior-session-store';
import { loadSession } from './profile-loader';

/** What a profile refresh reads and writes; named, since several are of one kind. */
export interface ProfileRefreshDeps {
  http: HttpClient;
  clock: Clock;
  appStore: AppStore;
  sessions: BehaviorSessionStore;
  /** Starts the workbench anew (another company's session). */
  reload: () => void;
  sessionId: string;
}

/** GET /v1/company_profile/me/ again and publish the new session; another company means a reload (document 1 §4). */
export class HttpProfileRefresh implements ProfileRefresh {
  constructor(private readonly deps: ProfileRefreshDeps) {}

  async refresh(): Promise<void> {
    const { http, clock, appStore, sessions, reload, sessionId } = this.deps;
    const { profile, session } = await loadSession(http, clock, sessionId);
    if (mustReloadAfterProfileRefresh(appStore.value.auth.profile, profile)) return reload();
    appStore.update((s) => ({ ...s, auth: { ...s.auth, profile } }));
    sessions.set(session);
  }
}
