import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import type { Condition, PluginManifest, RouteContribution } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { guardRoute } from './route-guard';

const page = () => Promise.resolve({ default: () => null });
const route = (path: string, access?: RouteContribution['access'], extra: Partial<RouteContribution> = {}): RouteContribution => ({ path, page, title: path, ...(access ? { access } : {}), ...extra });
const plugin = (enabledWhen?: Condition): PluginManifest => ({ id: 'settings-x', title: 'X', ...(enabledWhen ? { enabledWhen } : {}), contributes: {} });
const as = (company: string, role: 'ADMIN' | 'MANAGER' | 'USER', flags: { super?: boolean; demo?: boolean; togglesOff?: string[] } = {}) =>
  sessionFromProfile(testProfile({ company_name: company, role, is_super: flags.super ?? false, is_demo: flags.demo ?? false }), [], flags.togglesOff ?? []);
const c = DEFAULT_CUSTOMER_COMPANIES;

describe('route guards (document 1 §2, §6)', () => {
  it('a signed-out user on an app route is sent to login; public routes are open', () => {
    expect(guardRoute(plugin(), route('/shifts'), '/shifts', undefined, c)).toEqual({ outcome: 'login' });
    expect(guardRoute(plugin(), route('/features', 'public'), '/features', undefined, c)).toEqual({ outcome: 'allow' });
  });

  it('a route without an access rule is open to any signed-in user', () => {
    expect(guardRoute(plugin(), route('/shifts'), '/shifts', as('Demo Plant', 'USER'), c)).toEqual({ outcome: 'allow' });
  });

  it("the route's own condition applies: /company/data needs ADMIN or MANAGER, with a warning naming the path", () => {
    const data = route('/company/data', { when: { role: ['ADMIN', 'MANAGER'] } });
    expect(guardRoute(plugin(), data, '/company/data', as('Demo Plant', 'MANAGER'), c).outcome).toBe('allow');
    expect(guardRoute(plugin(), data, '/company/data', as('Demo Plant', 'USER'), c)).toEqual({ outcome: 'redirect', warning: 'Unauthorised access to /company/data: redirected to /' });
  });

  it("the plugin's gate applies without the route repeating it: a customer dashboard needs the exact company name", () => {
    const mrp = plugin({ companyName: 'mrp' });
    expect(guardRoute(mrp, route('/graph/custom/sch/mrp'), '/graph/custom/sch/mrp', as('Scherdel', 'USER'), c).outcome).toBe('allow');
    expect(guardRoute(mrp, route('/graph/custom/sch/mrp'), '/graph/custom/sch/mrp', as('scherdel', 'ADMIN'), c)).toEqual({
      outcome: 'redirect',
      warning: 'Unauthorised access to /graph/custom/sch/mrp: redirected to /',
    });
  });

  it('a plugin switched off for the company, or hidden in demo mode, is unauthorised as a whole', () => {
    const switchable = plugin({ toggle: 'settings-x', default: true });
    expect(guardRoute(switchable, route('/x'), '/x', as('Demo Plant', 'ADMIN', { togglesOff: ['settings-x'] }), c).outcome).toBe('redirect');
    const notDemo = plugin({ not: { demo: true } });
    expect(guardRoute(notDemo, route('/profile'), '/profile', as('Demo Plant', 'USER', { demo: true }), c).outcome).toBe('redirect');
  });

  it('a parameter the page cannot show is an unknown address, signed in or not', () => {
    const events = route('/graph/event/:slug', undefined, { paramsValid: ({ slug }) => slug === 'downtime' });
    expect(guardRoute(plugin(), events, '/graph/event/downtime', as('Demo Plant', 'USER'), c).outcome).toBe('allow');
    expect(guardRoute(plugin(), events, '/graph/event/quality', as('Demo Plant', 'USER'), c)).toEqual({ outcome: 'redirect', warning: 'Unknown route /graph/event/quality: redirected to /' });
    expect(guardRoute(plugin(), events, '/graph/event/quality', undefined, c).outcome).toBe('redirect');
  });
});
