// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { createAppStore } from '../../core/session';
import { AppStore } from '../api/app-store';
import { AuthService } from '../api/auth-service';
import { FakeAuthService } from '../testing/test-doubles';
import { ServiceProvider } from '../api/use-service';
import { LoginRedirect } from './login-redirect';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function renderAt(route: string) {
  const container = new Container();
  const auth = new FakeAuthService(false);
  const appStore = createAppStore(new MemoryKeyValueStore());
  container.bind(AuthService).toConstantValue(auth);
  container.bind(AppStore).toConstantValue(appStore);
  render(
    <ServiceProvider container={container}>
      <MemoryRouter initialEntries={[route]}>
        <LoginRedirect />
      </MemoryRouter>
    </ServiceProvider>,
  );
  return { auth, appStore };
}

describe('LoginRedirect (document 1 §6: a signed-out deep link)', () => {
  it('remembers the address as loginUri and starts the login', () => {
    window.history.replaceState(null, '', '/parts?x=1');
    const { auth, appStore } = renderAt('/parts?x=1');
    expect(auth.calls).toEqual(['login']);
    expect(appStore.value.loginUri).toBe('/parts?x=1');
  });

  it('starts nothing for an address the app has already left (Sign Out moved it to the landing page)', () => {
    window.history.replaceState(null, '', '/');
    const { auth, appStore } = renderAt('/company/init');
    expect(auth.calls).toEqual([]);
    expect(appStore.value.loginUri).toBeNull();
  });
});
