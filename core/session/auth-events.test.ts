import { describe, expect, it } from 'vitest';
import { AUTH_EVENTS, authEventForServerReply, isPlainSignedOut } from './auth-events';

describe('auth events (document 1 §4 rule 7, document 3 §4)', () => {
  it.each([
    ['GET', 'JWT: NO COMPANY!', 'need-company-init'],
    ['get', 'JWT: REFRESH SESSION!', 'need-auth-refresh'],
    ['POST', 'JWT: NO COMPANY!', undefined],
    ['PUT', 'JWT: REFRESH SESSION!', undefined],
    ['GET', 'Not found.', undefined],
    ['GET', undefined, undefined],
  ])('a %s reply %j maps to %s', (method, message, expected) => {
    expect(authEventForServerReply(method, message)).toBe(expected);
  });

  it('lists every auth event name of the specification', () => {
    expect([...AUTH_EVENTS].sort()).toEqual(
      ['do-demo-login', 'handle-auth-redirect', 'need-auth-login', 'need-auth-logout', 'need-auth-refresh', 'need-auth-signup', 'need-company-init', 'need-full-refresh', 'refresh-profile'],
    );
  });

  it("a silent check answering 'login_required' is plainly signed out; any other error is alerted", () => {
    expect(isPlainSignedOut('login_required')).toBe(true);
    expect(isPlainSignedOut('consent_required')).toBe(false);
  });
});
