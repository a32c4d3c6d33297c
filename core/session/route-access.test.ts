import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_COMPANIES } from './customer-companies';
import { checkRouteAccess, matchRoute, pathAfterLogin, pathAfterSilentSession, type RouteSession } from './route-access';
import { ROUTES } from './route-table';

const config = DEFAULT_CUSTOMER_COMPANIES;
const signedOut: RouteSession = { signedIn: false };
const user: RouteSession = { signedIn: true, role: 'USER', companyName: 'Demo Plant' };
const manager: RouteSession = { ...user, role: 'MANAGER' };
const admin: RouteSession = { ...user, role: 'ADMIN' };
const superUser: RouteSession = { ...user, isSuper: true };

const outcome = (path: string, session: RouteSession, companies = config) => checkRouteAccess(path, session, companies).outcome;

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
      expect(checkRouteAccess(path, signedOut, config)).toEqual({ outcome: 'login', loginUri: path });
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

  it.each([
    ['/graph/custom/sch/mrp', 'Scherdel', 'allow'],
    ['/graph/custom/sch/mrp', 'CorrChoice Coatings', 'redirect'],
    ['/graph/custom/ccc/performance', 'CorrChoice Coatings', 'allow'],
    ['/graph/custom/ccc/kpi', 'CorrChoice Coatings', 'allow'],
    ['/graph/custom/ccc/kpi', 'corrchoice coatings', 'redirect'],
    ['/graph/custom/ino/paintline', 'Inoac Exterior', 'allow'],
    ['/graph/custom/ino/paintline', 'Scherdel', 'redirect'],
  ])('custom dashboard %s for company %j -> %s (exact company name)', (path, companyName, expected) => {
    expect(outcome(path, { ...admin, companyName })).toBe(expected);
  });

  it('company names come from configuration, not from the code', () => {
    const companies = { ...config, mrp: 'Acme Springs' };
    expect(outcome('/graph/custom/sch/mrp', { ...user, companyName: 'Acme Springs' }, companies)).toBe('allow');
    expect(outcome('/graph/custom/sch/mrp', { ...user, companyName: 'Scherdel' }, companies)).toBe('redirect');
  });

  it('unauthorised access redirects to / with a warning naming the path', () => {
    expect(checkRouteAccess('/company/data', user, config)).toEqual({
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
    expect(checkRouteAccess('/reasons/Electrical%20Fault?x=1', user, config)).toMatchObject({ outcome: 'allow', params: { reasonName: 'Electrical Fault' } });
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
