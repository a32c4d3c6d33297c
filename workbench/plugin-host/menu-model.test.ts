import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/model';
import type { PluginManifest, RouteAccess, SidebarTab } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { menuItems } from './menu-model';

const page = () => Promise.resolve({ default: () => null });
const screen = (id: string, path: string, tab: SidebarTab, order: number, access: RouteAccess = 'signedIn'): PluginManifest => ({
  id,
  title: id,
  contributes: {
    routes: [{ path, access, page, title: id }],
    sidebarEntries: [{ id: `${id}.menu`, tab, order, label: id, icon: 'pi pi-cog', to: path }],
  },
});
const plugins: PluginManifest[] = [
  screen('settings-entities', '/entities', 'settings', 1),
  screen('settings-shifts', '/shifts', 'settings', 2),
  screen('user-profile', '/profile', 'user', 1),
  screen('company', '/company', 'user', 2),
  screen('company-data', '/company/data', 'user', 3, { when: { role: ['ADMIN', 'MANAGER'] } }),
  screen('supervise', '/supervise', 'user', 4),
  {
    id: 'settings-orphan',
    title: 'Orphan',
    contributes: { sidebarEntries: [{ id: 'settings-orphan.menu', tab: 'settings', order: 9, label: 'Orphan', icon: '', to: '/nowhere' }] },
  },
];
const labels = (role: Role, flags: { demo?: boolean; super?: boolean } = {}) =>
  menuItems(plugins, sessionFromProfile(testProfile({ role, is_demo: flags.demo ?? false, is_super: flags.super ?? false }))).map((i) => i.label);

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

  it('an entry whose route does not exist is not shown', () => {
    expect(labels('ADMIN', { super: true })).not.toContain('Orphan');
  });

  it('signed out there is no menu', () => {
    expect(menuItems(plugins, undefined)).toEqual([]);
  });
});
