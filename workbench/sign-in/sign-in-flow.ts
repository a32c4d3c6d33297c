import { action, makeObservable, observable } from 'mobx';
import type { SchedulerLike, Subscription } from 'rxjs';
import { JWT_NO_COMPANY, JWT_REFRESH_SESSION, parseApiError } from '../../core/errors';
import type { NavStore } from '../../core/navigation';
import type { Clock, KeyValueStore } from '../../core/platform';
import { buildSwitch, mustReloadAfterProfileRefresh, pathAfterLogin, type Build } from '../../core/session';
import type { AppStore } from '../api/app-store';
import type { AuthService } from '../api/auth-service';
import type { HttpClient } from '../api/http-client';
import type { SessionStore, WorkbenchSession } from '../api/session';
import type { Toasts } from '../api/toasts';
import { applyBuildSwitch, readBuildCookie, writeBuildCookie } from '../host/build-cookie';
import { keepCurrentWhileSignedIn } from '../services/keep-current-while-signed-in';
import { loadSession } from '../services/profile-loader';

/** The session store as the sign-in writes it (the session carries the server-resolved customer). */
export interface WritableSessions extends SessionStore {
  set(session: WorkbenchSession | undefined): void;
}

/** SignInFlow's services, by name. */
export interface SignInFlowDeps {
  readonly auth: AuthService & { refresh?: () => Promise<void> };
  readonly http: HttpClient;
  readonly clock: Clock;
  readonly scheduler: SchedulerLike;
  readonly appStore: AppStore;
  readonly sessions: WritableSessions;
  readonly backend: { start(): void; stop(): void };
  readonly nav: NavStore;
  readonly toasts: Toasts;
  readonly tabStorage: KeyValueStore;
  /** The preset list, asked for with the profile (issue 39). */
  readonly presets: { prefetch(): void };
  /** Sent as the session call's X-SessionID (document 3 §7). */
  readonly sessionId: string;
  /** Reloads the page (a changed profile or build, document 3 §4). */
  readonly reload: () => void;
  /** The build cookie (document 3 §4); the browser's by default. */
  readonly buildCookie?: { read(): string | null; write(build: Build): void };
}

/** Moves the router; replace keeps the history entry (the landing after sign-in). */
export type Navigate = (path: string, options: { replace: true }) => void;

/**
 * What follows the provider's callback, once the signed-in app starts: the saved login address
 * (document 3 §2.6), the profile load with its JWT answers (no company: /company/init; refresh
 * session: renew the tokens once and load again; any other failure: an error the screen offers to
 * retry, document 1 §7), the build check (document 3 §4), the session's auth events, the backend
 * socket and keeping the range current. The component only renders `needsCompany`, `error` and the session.
 */
export class SignInFlow {
  /** A signed-up user without a company ('JWT: NO COMPANY!'). */
  needsCompany = false;
  /** The failed profile load's text, null when none failed. */
  error: string | null = null;

  private refreshed = false;

  constructor(private readonly deps: SignInFlowDeps) {
    makeObservable<SignInFlow, 'loaded' | 'failed'>(this, { needsCompany: observable, error: observable, loaded: action, failed: action });
  }

  /** Starts the signed-in session; the returned stop ends what it started. */
  start(navigate: Navigate): () => void {
    const { auth, sessions, backend, nav, clock, scheduler, toasts } = this.deps;
    // The handle-auth-redirect event comes 1 s after the return; on a slow connection the signed-in
    // chunk may load later than that, so a saved address is also taken at the start.
    this.goToLoginUri(navigate);
    const events = auth.events$.subscribe((event) => {
      if (event === 'handle-auth-redirect') this.goToLoginUri(navigate);
      if (event === 'refresh-profile') void this.load();
      if (event === 'need-auth-logout') sessions.set(undefined);
    });
    // Auto range at local midnight and the current shift every 120000 ms, for as long as the session lasts.
    const keepCurrent: Subscription = keepCurrentWhileSignedIn({ nav, sessions, clock, scheduler, toasts });
    backend.start();
    void this.load();
    // The Data Explorer's preset list goes out beside the profile: asked for by the panel once the
    // shell had drawn, it came 0.3-0.4 s later, and the screen's first query queued behind it (issue 39).
    this.deps.presets.prefetch();
    return () => {
      events.unsubscribe();
      keepCurrent.unsubscribe();
      backend.stop();
    };
  }

  /** Loads the profile and the company's plugin switches into the session store. */
  async load(): Promise<void> {
    const { http, clock, appStore, sessions, tabStorage, reload, auth, sessionId } = this.deps;
    try {
      const { profile, session } = await loadSession(http, clock, sessionId);
      if (mustReloadAfterProfileRefresh(appStore.value.auth.profile, profile)) return reload();
      appStore.update((s) => ({ ...s, auth: { ...s.auth, profile } }));
      // Before the shell shows: a build mismatch reloads the page once (document 3 §4).
      const cookie = this.deps.buildCookie ?? { read: () => readBuildCookie(), write: writeBuildCookie };
      if (applyBuildSwitch(buildSwitch(cookie.read(), true, profile), tabStorage, reload, cookie.write)) return;
      sessions.set(session);
      this.loaded();
    } catch (e) {
      const text = parseApiError(e);
      // 'JWT: REFRESH SESSION!' (after company init or a role change): renew the tokens once and load again.
      if (text === JWT_REFRESH_SESSION && !this.refreshed) {
        this.refreshed = true;
        await auth.refresh?.();
        return this.load();
      }
      if (text !== JWT_NO_COMPANY) console.error('profile:', e);
      this.failed(text);
    }
  }

  private goToLoginUri(navigate: Navigate): void {
    const { appStore } = this.deps;
    const saved = appStore.value.loginUri;
    if (saved === null) return; // none saved: the return address is / already
    appStore.update({ loginUri: null });
    navigate(pathAfterLogin(saved, false), { replace: true });
  }

  private loaded(): void {
    this.error = null;
  }

  private failed(text: string): void {
    if (text === JWT_NO_COMPANY) this.needsCompany = true;
    // A failed profile call is only logged (document 1 §7); the screen offers a retry.
    else this.error = text;
  }
}
