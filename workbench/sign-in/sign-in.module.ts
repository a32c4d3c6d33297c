import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock, SessionStore as TabStorage } from '../../core/platform';
import type { BackendStateSocket } from '../adapters/backend-state-socket';
import { AppStore } from '../api/app-store';
import { AuthService } from '../api/auth-service';
import { BackendState } from '../api/backend-state';
import { bindService } from '../api/bind-service';
import { HttpClient } from '../api/http-client';
import { NavPresetService } from '../api/preset-tokens';
import { SessionStore } from '../api/session';
import { Toasts } from '../api/toasts';
import { BrowserSessionId, Scheduler } from '../api/tokens';
import type { BehaviorSessionStore } from '../services/behavior-session-store';
import { SignInFlow } from './sign-in-flow';

/** The signed-in app's start (SignInFlow), one per signed-in app; loaded with the core module. */
export const signInModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    SignInFlow,
    ({ backend, sessions, ...deps }) =>
      new SignInFlow({
        ...deps,
        // The platform binds the socket and the writable store behind the read-only contracts.
        backend: backend as BackendStateSocket,
        sessions: sessions as BehaviorSessionStore,
        reload: () => window.location.reload(),
      }),
    {
      auth: AuthService,
      http: HttpClient,
      clock: Clock,
      scheduler: Scheduler,
      appStore: AppStore,
      sessions: SessionStore,
      backend: BackendState,
      nav: NavStore,
      toasts: Toasts,
      tabStorage: TabStorage,
      sessionId: BrowserSessionId,
      presets: NavPresetService,
    },
  );
});
