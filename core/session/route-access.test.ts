import { describe, expect, it } from 'vitest';
import { checkRouteAccess, matchRoute, pathAfterLogin, pathAfterSilentSession, type RouteSession } from './route-access';
import { ROUTES } from './route-table';

const signedOut: RouteSession = { signedIn: false };
const user: RouteSession = { signedIn: true, role: 'USER', companyName: 'Demo Plant' };
const manager: RouteSession = { ...user, role: 'MANAGER' };
const admin: RouteSession = { ...user, role: 'ADMIN' };
const superUser: RouteSession = { ...user, isSuper: true };

const outcome = (path: string, session: RouteSession) => checkRouteAccess(path, session).outcome;

describe('route table and access (document 1 §2 and §6)', () => {
  it('contains every route of document 1 §2', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/', '/features', '/pricing', '/demo', '/support',
        '/graph/custom/sch/mrp', '/graph/custom/ccc/performance', '/graph/custom/ccc/kpi', '/graph/custom/ino/paintline',
        '/entities', '/parts', '/metricsetup', '/locations', '/reasons', '/shifts', '/map/designer', '/reasons/:reasonName',
        '/profile', '/company/init', '/company', '/company/users', '/company/plan', '/company/payment_success', '/company/payment_fail',
        '/company/data', '/company/metrics', '/supervise', '/graph/event/:slug', '/report/schedule', '/report/transactions', '/report/inventory',
      ].sort(),
    );
  });

  it.each(['/', '/features', '/pricing', '/demo', '/support'])('public route %s is open when signed out', (path) => {
    expect(outcome(path, signedOut)).toBe('allow');
  });

  it.each(['/entities', '/profile', '/report/schedule', '/graph/event/downtime', '/company/data', '/supervise', '/graph/custom/sch/mrp'])(
    'a signed-out visit to %s remembers the address as loginUri and starts the login flow',
    (path) => {
      expect(checkRouteAccess(path, signedOut)).toEqual({ outcome: 'login', loginUri: path });
    },
  );

  it.each([
    ['/company/data', user, 'redirect'],
    ['/company/data', manager, 'allow'],
    ['/company/data', admin, 'allow'],
    ['/company/metrics', user, 'redirect'],
    ['/company/metrics', manager, 'allow'],
    ['/supervise', admin, 'redirect'],
    ['/supervise', superUser, 'allow'],
    ['/shifts', user, 'allow'],
    ['/report/inventory', user, 'allow'],
  ])('role and super-user rules: %s for %j -> %s', (path, session, expected) => {
    expect(outcome(path, session)).toBe(expected);
  });

  // The server resolves the customer from the exact configured company name (server/kit/customers.test.ts).
  it.each([
    ['/graph/custom/sch/mrp', 'mrp', 'allow'],
    ['/graph/custom/sch/mrp', 'coating', 'redirect'],
    ['/graph/custom/ccc/performance', 'coating', 'allow'],
    ['/graph/custom/ccc/kpi', 'coating', 'allow'],
    ['/graph/custom/ccc/kpi', null, 'redirect'],
    ['/graph/custom/ino/paintline', 'paintline', 'allow'],
    ['/graph/custom/ino/paintline', 'mrp', 'redirect'],
  ])('document 1 §2: custom dashboard %s for customer %j -> %s', (path, customer, expected) => {
    expect(outcome(path, { ...admin, customer })).toBe(expected);
  });

  it('unauthorised access redirects to / with a warning naming the path', () => {
    expect(checkRouteAccess('/company/data', user)).toEqual({
      outcome: 'redirect',
      redirect: '/',
      warning: 'Unauthorised access to /company/data: redirected to /',
    });
  });

  it('an unknown path or unknown event slug redirects to /', () => {
    expect(outcome('/nowhere', user)).toBe('redirect');
    expect(outcome('/graph/event/quality', user)).toBe('redirect');
  });

  it('/reasons/:reasonName passes the reason name as a parameter', () => {
    expect(checkRouteAccess('/reasons/Electrical%20Fault?x=1', user)).toMatchObject({ outcome: 'allow', params: { reasonName: 'Electrical Fault' } });
  });

  it('a trailing slash and a query string do not change the match', () => {
    expect(matchRoute('/company/users/?tab=2')?.route.path).toBe('/company/users');
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
