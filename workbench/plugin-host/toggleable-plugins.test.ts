import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import type { PluginManifest } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { menuItems } from './menu-model';
import { toggleablePlugins, withToggle } from './toggleable-plugins';

const page = () => Promise.resolve({ default: () => null });
const shifts: PluginManifest = {
  id: 'settings-shifts',
  title: 'Shifts',
  enabledWhen: { all: [{ role: ['ADMIN', 'MANAGER'] }, { toggle: 'settings-shifts', default: true }] },
  contributes: {
    routes: [{ path: '/shifts', access: 'signedIn', title: 'Shifts', page }],
    sidebarEntries: [{ id: 'settings-shifts.shifts', tab: 'settings', order: 10, label: 'Shifts', icon: 'pi pi-clock', to: '/shifts' }],
  },
};
const parts: PluginManifest = { id: 'settings-parts', title: 'Parts', enabledWhen: { toggle: 'settings-parts' }, contributes: {} };
const always: PluginManifest = { id: 'explorer-graph', title: 'Graph', contributes: {} };
const admin = sessionFromProfile(testProfile({ role: 'ADMIN' }));

describe('switchable plugins (per-company toggles)', () => {
  it('are the plugins whose enabledWhen holds a toggle, nested ones included, with their default', () => {
    expect(toggleablePlugins([always, shifts, parts], admin)).toEqual([
      { id: 'settings-parts', title: 'Parts', enabled: false, defaultEnabled: false },
      { id: 'settings-shifts', title: 'Shifts', enabled: true, defaultEnabled: true },
    ]);
  });

  it('after an admin switches a plugin off, its menu entry is gone from the same session (no reload)', () => {
    const labels = (s: typeof admin) => menuItems([shifts], s, DEFAULT_CUSTOMER_COMPANIES).map((i) => i.label);
    expect(labels(admin)).toEqual(['Shifts', 'Sign Out']);
    const off = withToggle(admin, 'settings-shifts', false);
    expect(labels(off)).toEqual(['Sign Out']);
    expect(labels(withToggle(off, 'settings-shifts', true))).toEqual(['Shifts', 'Sign Out']);
  });

  it('a switch moves the id between the on and off sets and leaves the rest of the session', () => {
    const off = withToggle(admin, 'settings-shifts', false);
    expect([...off.togglesOff]).toEqual(['settings-shifts']);
    const on = withToggle(off, 'settings-shifts', true);
    expect([...on.toggles]).toEqual(['settings-shifts']);
    expect(on.togglesOff.size).toBe(0);
    expect(on.profile).toBe(admin.profile);
  });
});
