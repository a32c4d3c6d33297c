import { BehaviorSubject, Subject, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import { authErrorAlert } from '../../core/errors';
import type { Clock } from '../../core/platform';
import {
  authRedirect$,
  decodeKioskToken,
  encodeKioskToken,
  isPlainSignedOut,
  isSignedIn,
  loggedOut,
  sessionTicks$,
  type AuthEvent,
  type KioskCredentials,
} from '../../core/session';
import type { AppStore } from '../api/app-store';
import type { AuthService } from '../api/auth-service';
import { oauthErrorCode, type Auth0ClientLike, type TokenResponse } from './auth0-client-like';

/** The cross-tab channel on which a sign-out is announced to the other tabs. */
export const AUTH_CHANNEL = 'oee-auth';
export const LOGOUT_MESSAGE = 'logout';

export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
}

export interface PageLocation {
  origin: string;
  search: string;
  hash: string;
  /** Drops the code/state query or the kiosk hash from the address bar. */
  clean(): void;
  /** Moves the app to its landing page (the router follows), without loading anything. */
  toLanding(): void;
}

export interface Auth0AuthServiceDeps {
  client: Auth0ClientLike;
  appStore: AppStore;
  clock: Clock;
  scheduler: SchedulerLike;
  location: PageLocation;
  channel?: ChannelLike;
  alert: (text: string) => void;
  /** The demo account's sign-in (the demo-login helper of document 1 §6). */
  demo: KioskCredentials;
  /** Told how a sign-in leaves for the provider (the device settings' kiosk flag, document 3 §3). */
  onSigningIn?: (via: 'kiosk' | 'form' | 'demo') => void;
}

/**
 * Sign-in over auth0-spa-js against the embedded provider (document 1 §4): the redirect return,
 * handle-auth-redirect after 1 s, the silent check ('login_required' = plainly signed out), the
 * kiosk hash token, demo login, logout broadcast to other tabs, and silent re-authentication every
 * 5 minutes while signed in.
 */
export class Auth0AuthService implements AuthService {
  private readonly eventSubject = new Subject<AuthEvent>();
  private readonly state: BehaviorSubject<boolean>;
  private readonly subscription = new Subscription();

  readonly events$: Observable<AuthEvent> = this.eventSubject.asObservable();
  readonly signedIn$: Observable<boolean>;

  constructor(private readonly deps: Auth0AuthServiceDeps) {
    this.state = new BehaviorSubject(this.sessionValid());
    this.signedIn$ = this.state.asObservable();
    if (deps.channel) {
      deps.channel.onmessage = (ev) => {
        if (ev.data === LOGOUT_MESSAGE) void this.endSession(false);
      };
    }
  }

  get signedIn(): boolean {
    return this.state.value;
  }

  /** Runs once at start: a redirect return, a kiosk link, or a silent session check. */
  async start(): Promise<void> {
    // Profile refresh on sign-in and re-authentication every 5 minutes, until sign-out.
    this.subscription.add(
      sessionTicks$(this.signedIn$, this.deps.scheduler).subscribe((tick) => {
        if (tick === 'refresh-profile') this.eventSubject.next('refresh-profile');
        else void this.silentCheck('off');
      }),
    );
    const { location } = this.deps;
    const query = new URLSearchParams(location.search);
    const kiosk = new URLSearchParams(location.hash.replace(/^#/, '')).get('kiosk');
    if (query.has('code') && query.has('state')) return this.handleRedirect();
    if (kiosk !== null) return this.kioskLogin(kiosk);
    await this.silentCheck('on');
  }

  async login(options: { signup?: boolean } = {}): Promise<void> {
    this.deps.onSigningIn?.('form');
    await this.deps.client.loginWithRedirect({ authorizationParams: options.signup ? { screen_hint: 'signup' } : {} });
  }

  async demoLogin(): Promise<void> {
    this.deps.onSigningIn?.('demo');
    await this.deps.client.loginWithRedirect({ authorizationParams: { kiosk: encodeKioskToken(this.deps.demo) } });
  }

  async logout(): Promise<void> {
    this.deps.channel?.postMessage(LOGOUT_MESSAGE);
    await this.endSession(true);
  }

  async token(): Promise<string | null> {
    if (!this.sessionValid()) return null;
    try {
      return this.store(await this.deps.client.getTokenSilently({ detailedResponse: true }));
    } catch {
      return this.deps.appStore.value.auth.token;
    }
  }

  /** need-auth-refresh from the HTTP client: a silent check that bypasses the token cache. */
  refresh(): Promise<void> {
    return this.silentCheck('off');
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.deps.channel?.close();
  }

  private async handleRedirect(): Promise<void> {
    try {
      await this.deps.client.handleRedirectCallback();
      this.deps.location.clean();
      this.store(await this.deps.client.getTokenSilently({ detailedResponse: true }));
      this.subscription.add(authRedirect$(this.deps.scheduler).subscribe((e) => this.eventSubject.next(e)));
    } catch (e) {
      this.deps.location.clean();
      this.deps.alert(authErrorAlert(oauthErrorCode(e)));
    }
  }

  private async kioskLogin(token: string): Promise<void> {
    this.deps.location.clean();
    try {
      decodeKioskToken(token); // a malformed token never reaches the provider
    } catch (e) {
      return this.deps.alert(authErrorAlert((e as Error).message));
    }
    this.deps.onSigningIn?.('kiosk');
    await this.deps.client.loginWithRedirect({ authorizationParams: { kiosk: token } });
  }

  private async silentCheck(cacheMode: 'on' | 'off'): Promise<void> {
    try {
      this.store(await this.deps.client.getTokenSilently({ cacheMode, detailedResponse: true }));
    } catch (e) {
      const code = oauthErrorCode(e);
      if (isPlainSignedOut(code)) {
        if (this.state.value || this.deps.appStore.value.auth.token) await this.endSession(false);
        return;
      }
      this.deps.alert(authErrorAlert(code));
    }
  }

  private store(t: TokenResponse): string {
    const expiresAt = this.deps.clock.now() + t.expires_in * 1000;
    this.deps.appStore.update((s) => ({ ...s, auth: { ...s.auth, token: t.access_token, idToken: t.id_token, expiresAt } }));
    if (!this.state.value) this.state.next(true);
    return t.access_token;
  }

  private async endSession(redirect: boolean): Promise<void> {
    this.deps.appStore.update(loggedOut);
    this.state.next(false);
    // Leaving for the provider's logout: signed out on an app route, the app would start a deep
    // link's login (document 1 §6) and race that navigation, and the provider then lost the logout
    // ('could not find logout details'). Moved in the same tick, the app renders the landing page.
    if (redirect) this.deps.location.toLanding();
    this.eventSubject.next('need-auth-logout');
    const returnTo = `${this.deps.location.origin}/`;
    await this.deps.client.logout(redirect ? { logoutParams: { returnTo } } : { openUrl: false });
  }

  private sessionValid(): boolean {
    return isSignedIn(this.deps.appStore.value.auth.expiresAt, this.deps.clock.now());
  }
}

