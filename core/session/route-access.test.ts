import { describe, expect, it } from 'vitest';
import { matchRoute, pathAfterLogin, pathAfterSilentSession } from './route-access';

const routes = [{ path: '/' }, { path: '/company' }, { path: '/company/users' }, { path: '/reasons' }, { path: '/reasons/:reasonName' }];

describe('route matching and the paths after sign-in (document 1 §2)', () => {
  it('/reasons/:reasonName passes the decoded reason name as a parameter', () => {
    expect(matchRoute('/reasons/Electrical%20Fault?x=1', routes)).toEqual({ route: { path: '/reasons/:reasonName' }, params: { reasonName: 'Electrical Fault' } });
  });

  it('a trailing slash and a query string do not change the match', () => {
    expect(matchRoute('/company/users/?tab=2', routes)?.route.path).toBe('/company/users');
    expect(matchRoute('/#top', routes)?.route.path).toBe('/');
  });

  it('an empty parameter or an unknown path matches nothing', () => {
    expect(matchRoute('/reasons/', routes)?.route.path).toBe('/reasons');
    expect(matchRoute('/nowhere', routes)).toBeUndefined();
    expect(matchRoute('/company/users/extra', routes)).toBeUndefined();
  });

  it.each([
    ['/features', '/'],
    ['/pricing', '/'],
    ['/support', '/'],
    ['/demo', '/demo'],
    ['/shifts', '/shifts'],
  ])('a silent successful session check on %s leads to %s', (path, expected) => {
    expect(pathAfterSilentSession(path)).toBe(expected);
  });

  it.each([
    ['/shifts', false, '/shifts'],
    [null, false, '/'],
    ['/shifts', true, '/company/init'],
    ['//evil.example', false, '/'],
  ])('after authentication with loginUri %j (company init needed: %s) the app goes to %s', (loginUri, init, expected) => {
    expect(pathAfterLogin(loginUri, init)).toBe(expected);
  });
});
