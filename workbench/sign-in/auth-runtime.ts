import type { SchedulerLike } from 'rxjs';
import type { Clock } from '../../core/platform';
import type { KioskCredentials } from '../../core/session';
import type { AppStore } from '../api/app-store';
import { Auth0AuthService, AUTH_CHANNEL, type ChannelLike } from '../adapters/auth0-auth-service';
import type { Auth0ClientLike } from '../adapters/auth0-client-like';
import type { AuthRuntime } from './lazy-auth-service';

export interface AuthRuntimeConfig {
  clientId: string;
  appStore: AppStore;
  clock: Clock;
  scheduler: SchedulerLike;
  demo: KioskCredentials;
  onSigningIn?: (via: 'kiosk' | 'form' | 'demo') => void;
}

/**
 * Creates the auth0-spa-js client against the embedded provider at this origin (document 1 §4;
 * ARCHITECTURE §6: refresh tokens, local storage cache, audience `${origin}/v1/`). This module is
 * only reached through a dynamic import, so auth0 stays out of the public page's chunks.
 */
export async function loadAuthRuntime(config: AuthRuntimeConfig): Promise<AuthRuntime> {
  const { createAuth0Client } = await import('@auth0/auth0-spa-js');
  const origin = window.location.origin;
  const client = await createAuth0Client({
    domain: origin,
    clientId: config.clientId,
    authorizationParams: { redirect_uri: `${origin}/`, audience: `${origin}/v1/` },
    useRefreshTokens: true,
    cacheLocation: 'localstorage',
  });
  const service = new Auth0AuthService({
    client: client as unknown as Auth0ClientLike,
    appStore: config.appStore,
    clock: config.clock,
    scheduler: config.scheduler,
    demo: config.demo,
    onSigningIn: config.onSigningIn,
    channel: typeof BroadcastChannel === 'function' ? (new BroadcastChannel(AUTH_CHANNEL) as unknown as ChannelLike) : undefined,
    alert: (text) => window.alert(text),
    location: {
      origin,
      get search() {
        return window.location.search;
      },
      get hash() {
        return window.location.hash;
      },
      clean: () => window.history.replaceState(window.history.state, '', window.location.pathname),
      toLanding: () => {
        window.history.replaceState(null, '', '/');
        // BrowserRouter listens to popstate only.
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
    },
  });
  return service;
}
