// The SPA side of the identity end-to-end tests: the REAL @auth0/auth0-spa-js 2.27.0, configured as the
// workbench configures it (refresh tokens, local storage), driven by the tests through window.harness.
import { createAuth0Client } from '@auth0/auth0-spa-js';

interface HarnessConfig {
  domain: string;
  clientId: string;
  audience: string;
}

const config = (await (await fetch('/harness/config.json')).json()) as HarnessConfig;
const redirectUri = `${window.location.origin}/harness/`;
const client = await createAuth0Client({
  domain: config.domain,
  clientId: config.clientId,
  authorizationParams: { redirect_uri: redirectUri, audience: config.audience },
  useRefreshTokens: true,
  cacheLocation: 'localstorage',
});

const status = document.getElementById('status')!;
try {
  const query = new URLSearchParams(window.location.search);
  const kiosk = new URLSearchParams(window.location.hash.slice(1)).get('kiosk');
  if (query.has('code') && query.has('state')) {
    await client.handleRedirectCallback();
    window.history.replaceState({}, '', '/harness/');
  } else if (kiosk) {
    // The kiosk link: the login hash token goes to /authorize as the `kiosk` parameter.
    await client.loginWithRedirect({ authorizationParams: { kiosk } });
  }
  status.textContent = (await client.isAuthenticated()) ? 'signed in' : 'signed out';
} catch (err) {
  status.textContent = `error: ${(err as Error).message}`;
}

const decode = (jwt: string) => JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

/** cacheMode 'off' makes the client use its refresh token at /oauth/token. */
const accessToken = async (refresh = false) => (await client.getTokenSilently({ cacheMode: refresh ? 'off' : 'on' })) ?? '';

const harness = {
  login: (params: Record<string, string> = {}) => client.loginWithRedirect({ authorizationParams: params }),
  isAuthenticated: () => client.isAuthenticated(),
  user: () => client.getUser(),
  accessToken,
  claims: async (refresh = false) => decode(await accessToken(refresh)),
  refreshToken: () => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const parsed = value.startsWith('{') ? (JSON.parse(value) as { body?: { refresh_token?: string } }) : {};
      if (parsed.body?.refresh_token) return parsed.body.refresh_token;
    }
    return undefined;
  },
  whoami: async () => {
    const token = await accessToken();
    const res = await fetch('/v1/whoami', { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as unknown };
  },
  logout: (returnTo: string) => client.logout({ logoutParams: { returnTo } }),
};
(window as unknown as { harness: typeof harness }).harness = harness;
document.body.dataset.ready = 'true';
