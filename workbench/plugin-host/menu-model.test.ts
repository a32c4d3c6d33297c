import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/model';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import type { Condition, PluginManifest, RouteAccess, SidebarTab } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { menuItems } from './menu-model';

const page = () => Promise.resolve({ default: () => null });
const screen = (id: string, path: string, tab: SidebarTab, order: number, gates: { access?: RouteAccess; enabledWhen?: Condition } = {}): PluginManifest => ({
  id,
  title: id,
  ...(gates.enabledWhen ? { enabledWhen: gates.enabledWhen } : {}),
  contributes: {
    routes: [{ path, page, title: id, ...(gates.access ? { access: gates.access } : {}) }],
    sidebarEntries: [{ id: `${id}.menu`, tab, order, label: id, icon: 'pi pi-cog', to: path }],
  },
});
// The gates as the real manifests declare them: on the route (who may open it) or on the plugin.
const plugins: PluginManifest[] = [
  screen('settings-entities', '/entities', 'settings', 1, { access: { when: { role: ['ADMIN', 'MANAGER'] } } }),
  screen('settings-shifts', '/shifts', 'settings', 2, { enabledWhen: { toggle: 'settings-shifts', default: true } }),
  screen('user-profile', '/profile', 'user', 1, { enabledWhen: { not: { demo: true } } }),
  screen('company', '/company', 'user', 2, { enabledWhen: { not: { demo: true } } }),
  screen('company-data', '/company/data', 'user', 3, { enabledWhen: { not: { demo: true } }, access: { when: { role: ['ADMIN', 'MANAGER'] } } }),
  screen('supervise', '/supervise', 'user', 4, { enabledWhen: { superUser: true } }),
  {
    id: 'settings-orphan',
    title: 'Orphan',
    contributes: { sidebarEntries: [{ id: 'settings-orphan.menu', tab: 'settings', order: 9, label: 'Orphan', icon: '', to: '/nowhere' }] },
  },
];
const labels = (role: Role, flags: { demo?: boolean; super?: boolean; togglesOff?: string[] } = {}) =>
  menuItems(plugins, sessionFromProfile(testProfile({ role, is_demo: flags.demo ?? false, is_super: flags.super ?? false }), [], flags.togglesOff ?? []), DEFAULT_CUSTOMER_COMPANIES).map((i) => i.label);

describe('sidebar menu visibility', () => {
  it.each([
    ['ADMIN', {}, ['settings-entities', 'settings-shifts', 'user-profile', 'company', 'company-data', 'Sign Out']],
    ['MANAGER', {}, ['settings-entities', 'settings-shifts', 'user-profile', 'company', 'company-data', 'Sign Out']],
    ['USER', {}, ['settings-shifts', 'user-profile', 'company', 'Sign Out']],
    ['MANAGER', { demo: true }, ['settings-entities', 'settings-shifts', 'Sign Out']],
    ['USER', { super: true }, ['settings-shifts', 'user-profile', 'company', 'supervise', 'Sign Out']],
  ] as const)('%s %j sees exactly its entries', (role, flags, expected) => {
    expect(labels(role, flags)).toEqual(expected);
  });

  it('Entities is shown to ADMIN and MANAGER only', () => {
    expect(labels('USER')).not.toContain('settings-entities');
    expect(labels('ADMIN')).toContain('settings-entities');
  });

  it('Profile and Company are hidden in demo mode', () => {
    expect(labels('ADMIN', { demo: true })).not.toContain('user-profile');
    expect(labels('ADMIN', { demo: true })).not.toContain('company');
  });

  it('Supervise is for super users only', () => {
    expect(labels('ADMIN')).not.toContain('supervise');
    expect(labels('ADMIN', { super: true })).toContain('supervise');
  });

  it('an entry of a plugin switched off for the company is not shown', () => {
    expect(labels('ADMIN', { togglesOff: ['settings-shifts'] })).not.toContain('settings-shifts');
  });

  it('an entry whose route does not exist is not shown', () => {
    expect(labels('ADMIN', { super: true })).not.toContain('Orphan');
  });

  it('signed out there is no menu', () => {
    expect(menuItems(plugins, undefined, DEFAULT_CUSTOMER_COMPANIES)).toEqual([]);
  });
});
