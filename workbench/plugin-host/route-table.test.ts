import { describe, expect, it } from 'vitest';
import type { Condition, PluginManifest, RouteContribution } from '../api/manifest';
import { routeCondition, routeTable } from './route-table';

const page = () => Promise.resolve({ default: () => null });
const plugin = (id: string, routes: RouteContribution[], extra: Partial<PluginManifest> = {}): PluginManifest => ({ id, title: id, ...extra, contributes: { routes, ...extra.contributes } });
const at = (path: string, access?: RouteContribution['access']): RouteContribution => ({ path, page, title: path, ...(access ? { access } : {}) });
const accessOf = (enabledWhen: Condition | undefined, access?: RouteContribution['access']) =>
  routeTable([plugin('settings-x', [at('/x', access)], enabledWhen ? { enabledWhen } : {})]).find((r) => r.path === '/x')?.access;

describe('routeTable: the table derived from the manifests', () => {
  it("starts with the host's own / (public, Data Explorer tab); a plugin's landing page at / adds no row", () => {
    expect(routeTable([plugin('public-site', [at('/', 'public'), at('/features', 'public')])])).toEqual([
      { path: '/', access: 'public', tab: 'explorer' },
      { path: '/features', access: 'public' },
    ]);
  });

  it("every route of a plugin takes the tab of the plugin's sidebar entries", () => {
    const company = plugin('company', [at('/company'), at('/company/users')], {
      contributes: { sidebarEntries: [{ id: 'company.company', tab: 'user', order: 1, label: 'Company', icon: '', to: '/company' }] },
    });
    expect(routeTable([company]).slice(1)).toEqual([
      { path: '/company', access: 'signedIn', tab: 'user' },
      { path: '/company/users', access: 'signedIn', tab: 'user' },
    ]);
  });

  it("access is who may open the route: the plugin's gate and the route's own condition, said once", () => {
    expect(accessOf(undefined)).toBe('signedIn');
    expect(accessOf({ companyName: 'mrp' })).toEqual({ companyName: 'mrp' });
    expect(accessOf(undefined, { when: { superUser: true } })).toEqual({ superUser: true });
    expect(accessOf({ companyName: 'mrp' }, { when: { companyName: 'mrp' } })).toEqual({ companyName: 'mrp' });
    expect(accessOf({ not: { demo: true } }, { when: { role: ['ADMIN'] } })).toEqual({ role: ['ADMIN'] });
  });

  it('switches (a company toggle, the demo account, BigBrain) turn a plugin off as a whole and are no access rule', () => {
    expect(accessOf({ toggle: 'settings-x', default: true })).toBe('signedIn');
    expect(accessOf({ all: [{ toggle: 'settings-x' }, { bigBrain: true }, { not: { demo: true } }] })).toBe('signedIn');
    expect(accessOf({ any: [{ superUser: true }, { toggle: 'settings-x' }] })).toBe('signedIn');
    expect(accessOf({ any: [{ superUser: true }, { role: ['ADMIN'] }] })).toEqual({ any: [{ superUser: true }, { role: ['ADMIN'] }] });
    expect(accessOf({ not: { role: ['USER'] } })).toEqual({ not: { role: ['USER'] } });
  });

  it('routeCondition joins the gate and the route condition for the guard, switches included', () => {
    const p = plugin('settings-x', [], { enabledWhen: { toggle: 'settings-x' } });
    expect(routeCondition(p, at('/x', { when: { role: ['ADMIN'] } }))).toEqual({ all: [{ toggle: 'settings-x' }, { role: ['ADMIN'] }] });
    expect(routeCondition(p, at('/x'))).toEqual({ toggle: 'settings-x' });
    expect(routeCondition(plugin('settings-y', []), at('/y'))).toBeUndefined();
  });
});
