import { describe, expect, it } from 'vitest';
import type { RouteContribution } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { guardRoute } from './route-guard';

const page = () => Promise.resolve({ default: () => null });
const route = (path: string, access: RouteContribution['access'] = 'signedIn'): RouteContribution => ({ path, access, page, title: path });
const as = (company: string, role: 'ADMIN' | 'MANAGER' | 'USER', isSuper = false, customer: string | null = null) =>
  sessionFromProfile(testProfile({ company_name: company, role, is_super: isSuper, customer }));

describe('route guards', () => {
  it('a signed-out user on an app route is sent to login; public routes are open', () => {
    expect(guardRoute(route('/shifts'), '/shifts', undefined)).toEqual({ outcome: 'login' });
    expect(guardRoute(route('/features', 'public'), '/features', undefined)).toEqual({ outcome: 'allow' });
  });

  it('/company/data needs ADMIN or MANAGER even when the plugin forgets to say so', () => {
    expect(guardRoute(route('/company/data'), '/company/data', as('Demo Plant', 'USER')).outcome).toBe('redirect');
    expect(guardRoute(route('/company/data'), '/company/data', as('Demo Plant', 'MANAGER')).outcome).toBe('allow');
  });

  it('custom dashboard routes need the customer the server resolved for the company', () => {
    const mrp = route('/graph/custom/sch/mrp');
    expect(guardRoute(mrp, '/graph/custom/sch/mrp', as('Scherdel', 'USER', false, 'mrp')).outcome).toBe('allow');
    expect(guardRoute(mrp, '/graph/custom/sch/mrp', as('Demo Plant', 'ADMIN'))).toEqual({
      outcome: 'redirect',
      warning: 'Unauthorised access to /graph/custom/sch/mrp: redirected to /',
    });
  });

  it('/supervise is for super users only', () => {
    expect(guardRoute(route('/supervise'), '/supervise', as('Demo Plant', 'ADMIN')).outcome).toBe('redirect');
    expect(guardRoute(route('/supervise'), '/supervise', as('Demo Plant', 'USER', true)).outcome).toBe('allow');
  });

  it('a route condition of the plugin is applied on top', () => {
    const r = route('/x/tools', { when: { superUser: true } });
    expect(guardRoute(r, '/x/tools', as('Demo Plant', 'ADMIN')).outcome).toBe('redirect');
  });
});
