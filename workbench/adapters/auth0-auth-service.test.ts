import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { FixedClock, MemoryKeyValueStore } from '../../core/platform';
import { createAppStore, encodeKioskToken, type AuthEvent } from '../../core/session';
import type { Auth0ClientLike, TokenResponse } from './auth0-client-like';
import { Auth0AuthService, LOGOUT_MESSAGE, type ChannelLike } from './auth0-auth-service';

const DEMO = { email: 'demo@oee-demo.example.com', password: 'Demo#2025' };
const TOKEN: TokenResponse = { access_token: 'at', id_token: 'it', expires_in: 3600 };

class FakeClient implements Auth0ClientLike {
  calls: Array<[string, unknown]> = [];
  silent: () => Promise<TokenResponse> = async () => TOKEN;
  callback: () => Promise<unknown> = async () => ({});
  loginWithRedirect(o?: unknown) {
    this.calls.push(['loginWithRedirect', o]);
    return Promise.resolve();
  }
  handleRedirectCallback() {
    this.calls.push(['handleRedirectCallback', undefined]);
    return this.callback();
  }
  getTokenSilently(o: { cacheMode?: string }) {
    this.calls.push(['getTokenSilently', o.cacheMode ?? 'on']);
    return this.silent();
  }
  logout(o?: unknown) {
    this.calls.push(['logout', o]);
    return Promise.resolve();
  }
}
class FakeChannel implements ChannelLike {
  posted: unknown[] = [];
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  postMessage(m: unknown) {
    this.posted.push(m);
  }
  close() {}
}

function setup(location: { search?: string; hash?: string } = {}, signedInUntil?: number) {
  const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
  ts.maxFrames = 10 * 60 * 1000;
  const clock = new FixedClock('2025-03-03T06:00:00Z');
  const appStore = createAppStore(new MemoryKeyValueStore());
  if (signedInUntil) appStore.update((s) => ({ ...s, auth: { ...s.auth, token: 'old', expiresAt: signedInUntil } }));
  const client = new FakeClient();
  const channel = new FakeChannel();
  const alerts: string[] = [];
  let cleaned = 0;
  const moves: string[] = [];
  const signingIn: string[] = [];
  const auth = new Auth0AuthService({
    client, appStore, clock, scheduler: ts, channel, demo: DEMO, alert: (t) => alerts.push(t), onSigningIn: (via) => signingIn.push(via),
    location: {
      origin: 'http://127.0.0.1:3000', search: location.search ?? '', hash: location.hash ?? '', clean: () => cleaned++,
      toLanding: () => moves.push(`landing while ${auth.signedIn ? 'signed in' : 'signed out'}`),
    },
  });
  const events: AuthEvent[] = [];
  auth.events$.subscribe((e) => events.push(e));
  return { ts, clock, appStore, client, channel, alerts, auth, events, moves, signingIn, cleaned: () => cleaned };
}

describe('Auth0AuthService', () => {
  it('on return from the provider the session is set and handle-auth-redirect follows after 1 s', async () => {
    const { ts, auth, appStore, events, clock, cleaned } = setup({ search: '?code=c&state=s' });
    await auth.start();
    expect(appStore.value.auth).toMatchObject({ token: 'at', idToken: 'it', expiresAt: clock.now() + 3600_000 });
    expect(auth.signedIn).toBe(true);
    expect(cleaned()).toBe(1);
    ts.flush();
    expect(events).toContain('handle-auth-redirect');
  });

  it('handle-auth-redirect is not emitted before the 1 s pause', async () => {
    const { ts, auth, events } = setup({ search: '?code=c&state=s' });
    await auth.start();
    ts.schedule(() => expect(events).not.toContain('handle-auth-redirect'), 999);
    ts.schedule(() => expect(events).toContain('handle-auth-redirect'), 1000);
    ts.flush();
  });

  it("a silent check answered 'login_required' is plainly signed out, with no alert", async () => {
    const { auth, client, alerts } = setup();
    client.silent = () => Promise.reject(Object.assign(new Error('Login required'), { error: 'login_required' }));
    await auth.start();
    expect(auth.signedIn).toBe(false);
    expect(alerts).toEqual([]);
  });

  it('any other silent-check error raises the auth alert', async () => {
    const { auth, client, alerts } = setup();
    client.silent = () => Promise.reject(Object.assign(new Error('x'), { error: 'consent_required' }));
    await auth.start();
    expect(alerts).toEqual(['Error: consent_required. Check the console for further details.']);
  });

  it('a hash parsing error shows the alert', async () => {
    const { auth, client, alerts } = setup({ search: '?code=c&state=s' });
    client.callback = () => Promise.reject(Object.assign(new Error('bad'), { error: 'invalid_state' }));
    await auth.start();
    expect(alerts).toEqual(['Error: invalid_state. Check the console for further details.']);
  });

  it('the kiosk hash token goes to the provider; a malformed one is refused with the alert', async () => {
    const token = encodeKioskToken({ email: 'operator@oee-demo.example.com', password: 'pw:1' });
    const ok = setup({ hash: `#kiosk=${encodeURIComponent(token)}` });
    await ok.auth.start();
    expect(ok.client.calls).toEqual([['loginWithRedirect', { authorizationParams: { kiosk: token } }]]);
    const bad = setup({ hash: '#kiosk=not-base64!' });
    await bad.auth.start();
    expect(bad.client.calls).toEqual([]);
    expect(bad.alerts[0]).toMatch(/^Error: .*Check the console for further details\.$/);
  });

  it("document 3 §3: the kiosk flag's source: a kiosk link is said to sign in by kiosk, the form and the demo button are not", async () => {
    const token = encodeKioskToken({ email: 'operator@oee-demo.example.com', password: 'pw' });
    const link = setup({ hash: `#kiosk=${encodeURIComponent(token)}` });
    await link.auth.start();
    expect(link.signingIn).toEqual(['kiosk']);
    const bad = setup({ hash: '#kiosk=not-base64!' });
    await bad.auth.start();
    expect(bad.signingIn).toEqual([]);
    const other = setup();
    await other.auth.login();
    await other.auth.demoLogin();
    expect(other.signingIn).toEqual(['form', 'demo']);
  });

  it('demo login signs in as the demo account', async () => {
    const { auth, client } = setup();
    await auth.demoLogin();
    expect(client.calls).toEqual([['loginWithRedirect', { authorizationParams: { kiosk: encodeKioskToken(DEMO) } }]]);
  });

  it('logout clears the tokens and the subscription, tells the other tabs and emits need-auth-logout', async () => {
    const { auth, appStore, channel, client, events, clock } = setup({}, Date.parse('2025-03-03T07:00:00Z'));
    appStore.update({ subscription: { status: 'ACTIVE' } });
    expect(auth.signedIn).toBe(true);
    await auth.logout();
    expect(appStore.value.auth).toEqual({ profile: null, token: null, idToken: null, expiresAt: null });
    expect(appStore.value.subscription).toBeNull();
    expect(channel.posted).toEqual([LOGOUT_MESSAGE]);
    expect(events).toContain('need-auth-logout');
    expect(client.calls.at(-1)).toEqual(['logout', { logoutParams: { returnTo: 'http://127.0.0.1:3000/' } }]);
    expect(clock.now()).toBeGreaterThan(0);
  });

  it('Sign Out moves the app to the landing page as it signs out: no deep-link login races the provider logout', async () => {
    const { auth, moves, client } = setup({}, Date.parse('2025-03-03T07:00:00Z'));
    await auth.logout();
    expect(moves).toEqual(['landing while signed out']);
    expect(client.calls.filter(([name]) => name === 'loginWithRedirect')).toEqual([]);
  });

  it('a logout in another tab signs this tab out without a redirect', async () => {
    const { auth, channel, client, moves } = setup({}, Date.parse('2025-03-03T07:00:00Z'));
    channel.onmessage?.({ data: LOGOUT_MESSAGE });
    await Promise.resolve();
    expect(auth.signedIn).toBe(false);
    expect(moves, 'a signed-out tab stays where it is (a deep link signs in again)').toEqual([]);
    expect(client.calls.at(-1)).toEqual(['logout', { openUrl: false }]);
  });

  it('signed in, the session is re-authenticated silently every 5 minutes', async () => {
    const { ts, client, events, auth } = setup({}, Date.parse('2025-03-03T09:00:00Z'));
    await auth.start();
    ts.schedule(() => undefined, 11 * 60 * 1000);
    ts.flush();
    expect(events).toContain('refresh-profile');
    expect(client.calls.filter(([name, mode]) => name === 'getTokenSilently' && mode === 'off').length).toBeGreaterThanOrEqual(2);
  });

  it('signed in means now is before the expiry time', () => {
    expect(setup({}, Date.parse('2025-03-03T05:59:59Z')).auth.signedIn).toBe(false);
    expect(setup({}, Date.parse('2025-03-03T06:00:01Z')).auth.signedIn).toBe(true);
  });
});
