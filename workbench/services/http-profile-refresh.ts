import type { Clock } from '../../core/platform';
import { mustReloadAfterProfileRefresh } from '../../core/session';
import type { AppStore } from '../api/app-store';
import type { HttpClient } from '../api/http-client';
import type { ProfileRefresh } from '../api/profile-refresh';
import type { BehaviorSessionStore } from './behavior-session-store';
import { loadSession } from './profile-loader';

/** GET /v1/company_profile/me/ again and publish the new session; another company means a reload (document 1 §4). */
export class HttpProfileRefresh implements ProfileRefresh {
  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
    private readonly appStore: AppStore,
    private readonly sessions: BehaviorSessionStore,
    private readonly reload: () => void,
    private readonly sessionId: string,
  ) {}

  async refresh(): Promise<void> {
    const { profile, session } = await loadSession(this.http, this.clock, this.sessionId);
    if (mustReloadAfterProfileRefresh(this.appStore.value.auth.profile, profile)) return this.reload();
    this.appStore.update((s) => ({ ...s, auth: { ...s.auth, profile } }));
    this.sessions.set(session);
  }
}
