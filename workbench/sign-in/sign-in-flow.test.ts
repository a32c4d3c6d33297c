import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../core/model';
import { RxNavStore } from '../../core/navigation';
import { FixedClock, MemoryKeyValueStore } from '../../core/platform';
import { createAppStore, expectedBuild, type AuthEvent } from '../../core/session';
import { BehaviorSessionStore } from '../services/behavior-session-store';
import { RecordingToasts, UnexpectedHttpClient } from '../testing/test-doubles';
import { testProfile } from '../testing/test-profile';
import { SignInFlow } from './sign-in-flow';

const PROFILE_PATH = '/v1/company_profile/me/';
const apiError = (detail: string) => ({ response: { status: 401, data: { detail } } });

/** Answers the profile call from a script, one answer per call (a profile or an error to throw). */
class ScriptedProfileHttp extends UnexpectedHttpClient {
  calls = 0;
  constructor(private readonly answers: Array<Profile | { response: unknown }>) {
    super();
  }
  override get<T>(path: string): Promise<T> {
    if (path === '/v1/plugin_toggle/') return Promise.resolve([] as T);
    if (path !== PROFILE_PATH) return super.get(path);
    const answer = this.answers[Math.min(this.calls++, this.answers.length - 1)];
    return 'response' in (answer as object) ? Promise.reject(answer) : Promise.resolve(answer as T);
  }
}

function setUp(answers: Array<Profile | { response: unknown }>, loginUri: string | null = null) {
  const cookies: string[] = [];
  const clock = new FixedClock('2026-11-27T10:00:00Z');
  const events = new Subject<AuthEvent>();
  const auth = {
    signedIn: true,
    signedIn$: new Subject<boolean>(),
    events$: events.asObservable(),
    refreshes: 0,
    async refresh() {
      this.refreshes++;
    },
    token: () => Promise.resolve('token'),
    login: () => Promise.resolve(),
    demoLogin: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    emit: (event: AuthEvent) => events.next(event),
  };
  const appStore = createAppStore(new MemoryKeyValueStore());
  appStore.update({ loginUri });
  const sessions = new BehaviorSessionStore();
  const backend = { running: false, start: () => (backend.running = true), stop: () => (backend.running = false) };
  const http = new ScriptedProfileHttp(answers);
  const reloads: string[] = [];
  const presets = { asked: [] as number[], prefetch: () => presets.asked.push(http.calls) };
  const flow = new SignInFlow({
    auth,
    http,
    sessionId: 'session-1',
    clock,
    scheduler: new TestScheduler((a, b) => expect(a).toEqual(b)),
    appStore,
    sessions,
    backend,
    nav: new RxNavStore({ clock, storage: new MemoryKeyValueStore(), timezone: () => 'UTC' }),
    toasts: new RecordingToasts(),
    tabStorage: new MemoryKeyValueStore(),
    reload: () => reloads.push('reload'),
    presets,
    buildCookie: { read: () => expectedBuild(true, testProfile()), write: (build) => cookies.push(build) },
  });
  const moves: string[] = [];
  const stop = flow.start((path) => moves.push(path));
  return { flow, auth, events, appStore, sessions, backend, http, reloads, moves, cookies, stop, presets };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SignInFlow: after the provider callback, the profile load and the landing', () => {
  it('asks for the preset list with the profile, before its answer, not once the shell has drawn (issue 39)', () => {
    const { presets, http, stop } = setUp([testProfile()]);
    expect(http.calls).toBe(1);
    expect(presets.asked).toEqual([1]);
    stop();
  });

  it('document 3 §2.6: lands on the saved login address, once, and loads the profile into the session', async () => {
    const { sessions, appStore, moves, backend, http, flow, stop } = setUp([testProfile()], '/shifts?x=1');
    await settle();
    expect(moves).toEqual(['/shifts?x=1']);
    expect(appStore.value.loginUri).toBeNull();
    expect(sessions.current?.profile.email).toBe(testProfile().email);
    expect(appStore.value.auth.profile?.email).toBe(testProfile().email);
    expect(http.calls).toBe(1);
    expect(flow.error).toBeNull();
    expect(backend.running).toBe(true);
    stop();
    expect(backend.running).toBe(false);
  });

  it('document 3 §2.6: the handle-auth-redirect event takes an address saved after the start', async () => {
    const { appStore, events, moves } = setUp([testProfile()]);
    await settle();
    expect(moves).toEqual([]);
    appStore.update({ loginUri: '//evil.example/' });
    events.next('handle-auth-redirect');
    expect(moves).toEqual(['/']);
  });

  it("'JWT: NO COMPANY!' asks for the company set-up and shows no error", async () => {
    const { flow, sessions } = setUp([apiError('JWT: NO COMPANY!')]);
    await settle();
    expect(flow.needsCompany).toBe(true);
    expect(flow.error).toBeNull();
    expect(sessions.current).toBeUndefined();
  });

  it("'JWT: REFRESH SESSION!' renews the tokens once and loads again", async () => {
    const { flow, auth, http, sessions } = setUp([apiError('JWT: REFRESH SESSION!'), testProfile()]);
    await settle();
    expect(auth.refreshes).toBe(1);
    expect(http.calls).toBe(2);
    expect(sessions.current).toBeDefined();
    expect(flow.error).toBeNull();
  });

  it("'JWT: REFRESH SESSION!' twice in a row is an error, not a loop", async () => {
    const { flow, auth, http } = setUp([apiError('JWT: REFRESH SESSION!')]);
    await settle();
    expect(auth.refreshes).toBe(1);
    expect(http.calls).toBe(2);
    expect(flow.error).toBe('JWT: REFRESH SESSION!');
  });

  it('document 1 §7: a failed profile call shows its error; refresh-profile loads again and clears it', async () => {
    const { flow, events, sessions } = setUp([apiError('Server down'), testProfile()]);
    await settle();
    expect(flow.error).toBe('Server down');
    events.next('refresh-profile');
    await settle();
    expect(flow.error).toBeNull();
    expect(sessions.current).toBeDefined();
  });

  it('need-auth-logout ends the session; after stop, events change nothing', async () => {
    const { events, sessions, http, stop } = setUp([testProfile()]);
    await settle();
    events.next('need-auth-logout');
    expect(sessions.current).toBeUndefined();
    stop();
    events.next('refresh-profile');
    await settle();
    expect(http.calls).toBe(1);
  });

  it('document 3 §4: a big-brain profile on the sigma build reloads before the shell shows', async () => {
    const { sessions, reloads, cookies } = setUp([testProfile({ is_bigbrain: true })]);
    await settle();
    expect(cookies).toEqual(['dist']);
    expect(reloads).toEqual(['reload']);
    expect(sessions.current).toBeUndefined();
  });
});
