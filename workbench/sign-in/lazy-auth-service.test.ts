import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { COOKIE_ACCEPT, COOKIE_CONSENT_KEY, TERMS_ACCEPTED_KEY, TERMS_VERSION, type AuthEvent } from '../../core/session';
import { FakeAuthService } from '../testing/test-doubles';
import { ConsentGate } from './consent-gate';
import { LazyAuthService, type AuthRuntime } from './lazy-auth-service';

class FakeRuntime extends FakeAuthService implements AuthRuntime {
  private readonly bus = new Subject<AuthEvent>();
  override readonly events$ = this.bus.asObservable();
  emit(event: AuthEvent) {
    this.bus.next(event);
  }
  start() {
    this.calls.push('start');
    return Promise.resolve();
  }
  refresh() {
    this.calls.push('refresh');
    return Promise.resolve();
  }
}

function setup(consented: boolean) {
  const local = new MemoryKeyValueStore();
  if (consented) {
    local.setItem(COOKIE_CONSENT_KEY, COOKIE_ACCEPT);
    local.setItem(TERMS_ACCEPTED_KEY, TERMS_VERSION);
  }
  const gate = new ConsentGate(local);
  const runtime = new FakeRuntime(false);
  let loads = 0;
  const auth = new LazyAuthService(gate, async () => {
    loads++;
    return runtime;
  });
  return { gate, runtime, auth, loads: () => loads };
}

describe('LazyAuthService', () => {
  it('the auth runtime is not loaded until someone signs in', async () => {
    const { auth, loads } = setup(true);
    expect(auth.loaded).toBe(false);
    await expect(auth.token()).resolves.toBeNull();
    expect(loads()).toBe(0);
  });

  it('login waits for the cookie and terms prompts, then loads the runtime once', async () => {
    const { auth, gate, runtime, loads } = setup(false);
    const done = auth.login();
    expect(gate.state.step).toBe('cookie-prompt');
    expect(loads()).toBe(0);
    gate.acceptCookies();
    gate.acceptTerms();
    await done;
    await auth.demoLogin();
    expect(loads()).toBe(1);
    expect(runtime.calls).toEqual(['login', 'demoLogin']);
  });

  it('document 3 §4: login, sign-up and the demo login emit need-auth-login, need-auth-signup and do-demo-login; the runtime\'s events pass through', async () => {
    const { auth, runtime } = setup(true);
    const events: string[] = [];
    auth.events$.subscribe((e) => events.push(e));
    await auth.login();
    await auth.login({ signup: true });
    await auth.demoLogin();
    runtime.emit('handle-auth-redirect');
    auth.emit('need-full-refresh');
    expect(events).toEqual(['need-auth-login', 'need-auth-signup', 'do-demo-login', 'handle-auth-redirect', 'need-full-refresh']);
  });

  it('a cancelled prompt means no login and no runtime', async () => {
    const { auth, gate, loads } = setup(false);
    const done = auth.demoLogin();
    gate.cancelCookies();
    await done;
    expect(loads()).toBe(0);
  });
});
