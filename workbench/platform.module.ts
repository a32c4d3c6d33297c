import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { Clock, LocalStore, SessionStore as SessionStorage, SystemClock, type KeyValueStore } from '../core/platform';
import { createAppStore, createDeviceSettingsStore, createSuperStore, emptySuperStoreOnSignOut, signingIn } from '../core/session';
import { AppStore, DeviceSettingsStore } from './api/app-store';
import { AuthService } from './api/auth-service';
import { BackendState } from './api/backend-state';
import { ConfirmDialog } from './api/confirm-dialog';
import { LeaveGuard, SingleLeaveGuard } from './api/leave-guard';
import { HttpClient } from './api/http-client';
import { ProfileRefresh } from './api/profile-refresh';
import { SessionStore } from './api/session';
import { ThemeChoices } from './api/theme-choices';
import { Toasts } from './api/toasts';
import { BrowserSessionId, BrowserTabId, Scheduler } from './api/tokens';
import { BackendStateSocket, type SocketLike } from './adapters/backend-state-socket';
import { FetchHttpClient } from './adapters/fetch-http-client';
import { browserLocalStore, browserSessionStore } from './adapters/web-storage';
import { AUTH_CLIENT_ID, DEMO_ACCOUNT, ENV_NAME } from './config';
import { AppStoreThemeChoices } from './services/app-store-theme-choices';
import { BehaviorSessionStore } from './services/behavior-session-store';
import { browserSessionId, newBrowserId } from './services/browser-session-id';
import { recordDeviceSettings } from './services/device-settings-recorder';
import { HttpProfileRefresh } from './services/http-profile-refresh';
import { PrimeConfirmDialog } from './shell/prime-confirm-dialog';
import { PrimeToasts } from './shell/prime-toasts';
import { ConsentGate } from './sign-in/consent-gate';
import { LazyAuthService } from './sign-in/lazy-auth-service';

export interface Platform {
  container: Container;
  auth: LazyAuthService;
  gate: ConsentGate;
  toasts: PrimeToasts;
  sessions: BehaviorSessionStore;
  backend: BackendStateSocket;
  local: KeyValueStore;
}

/**
 * The browser's root container: the platform adapters. The core services join it with the signed-in
 * chunk (host/signed-in-app.tsx), so the public page carries neither them nor their libraries.
 */
export function createPlatform(): Platform {
  const local = browserLocalStore();
  const session = browserSessionStore();
  const sessionId = browserSessionId(session);
  // One tab id for this page: the backend-state socket and the live socket name the same tab.
  const tabId = newBrowserId();
  const clock = new SystemClock();
  const appStore = createAppStore(local);
  const device = createDeviceSettingsStore(local, newBrowserId);
  const gate = new ConsentGate(local);
  const auth = new LazyAuthService(gate, () =>
    import('./sign-in/auth-runtime').then((m) => m.loadAuthRuntime({ clientId: AUTH_CLIENT_ID, appStore, clock, scheduler: asyncScheduler, demo: DEMO_ACCOUNT, onSigningIn: (via) => device.update((s) => signingIn(s, via)) })),
  );
  const toasts = new PrimeToasts();
  const sessions = new BehaviorSessionStore();
  const http = new FetchHttpClient({
    token: () => auth.token(),
    onAuthEvent: (event) => auth.emit(event),
  });
  // The root's share of the events (document 1 §4 rule 7); the signed-in app handles the session ones.
  auth.events$.subscribe((event) => {
    if (event === 'need-auth-refresh') void auth.refresh();
    // Within the app, not a page load: a reload here raced the signed-in app's own move to
    // /company/init and restarted sign-in mid-way (the provider then refused the next logout).
    // Only for a signed-in user: a late reply after Sign Out must not move the signed-out app.
    if (event === 'need-company-init' && auth.signedIn && window.location.pathname !== '/company/init') {
      window.history.pushState(window.history.state, '', '/company/init');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }
  });
  recordDeviceSettings({ device, appStore, sessions, authEvents$: auth.events$, sessionId, envname: ENV_NAME, domain: window.location.hostname });
  const superStore = createSuperStore(session);
  emptySuperStoreOnSignOut(auth.events$, superStore);
  const wsOrigin = window.location.origin.replace(/^http/, 'ws');
  const backend = new BackendStateSocket({
    open: () => new WebSocket(`${wsOrigin}/ws/backend_state/`) as unknown as SocketLike,
    token: () => auth.token(),
    tabId,
    sessionId,
    scheduler: asyncScheduler,
    superStore,
    // document 2 §4: a lost heartbeat emits need-full-refresh; the shell's reload overlay answers it.
    onLost: () => auth.emit('need-full-refresh'),
  });

  const container = new Container();
  container.bind(Clock).toConstantValue(clock);
  container.bind(Scheduler).toConstantValue(asyncScheduler);
  container.bind(LocalStore).toConstantValue(local);
  container.bind(SessionStorage).toConstantValue(session);
  container.bind(BrowserSessionId).toConstantValue(sessionId);
  container.bind(BrowserTabId).toConstantValue(tabId);
  container.bind(AppStore).toConstantValue(appStore);
  container.bind(DeviceSettingsStore).toConstantValue(device);
  container.bind(SessionStore).toConstantValue(sessions);
  container.bind(Toasts).toConstantValue(toasts);
  container.bind(ConfirmDialog).toConstantValue(new PrimeConfirmDialog());
  container.bind(LeaveGuard).toConstantValue(new SingleLeaveGuard());
  container.bind(HttpClient).toConstantValue(http);
  container.bind(AuthService).toConstantValue(auth);
  container.bind(BackendState).toConstantValue(backend);
  container.bind(ConsentGate).toConstantValue(gate);
  container.bind(ProfileRefresh).toConstantValue(new HttpProfileRefresh({ http, clock, appStore, sessions, reload: () => window.location.reload(), sessionId }));
  container.bind(ThemeChoices).toConstantValue(new AppStoreThemeChoices(appStore, document.documentElement));
  return { container, auth, gate, toasts, sessions, backend, local };
}
