import { describe, expect, it } from 'vitest';
import { setupScreen } from './setup-screen';

const page = () => Promise.resolve({ default: () => null });
const other = () => Promise.resolve({ default: () => null });
const help = [{ key: 'settings-parts/parts', title: 'Parts', body: 'Parts and rates.' }];
const module = () => Promise.reject(new Error('not loaded in this test'));

describe('setupScreen blueprint', () => {
  it('expands to the route, the System Setup entry, the per-company switch (on until switched off) and the help', () => {
    expect(setupScreen({ id: 'settings-parts', path: '/parts', label: 'Parts', icon: 'pi pi-box', order: 30, page, help, module })).toEqual({
      id: 'settings-parts',
      title: 'Parts',
      enabledWhen: { toggle: 'settings-parts', default: true },
      module,
      contributes: {
        routes: [{ path: '/parts', title: 'Parts', page }],
        sidebarEntries: [{ id: 'settings-parts.parts', tab: 'settings', order: 30, label: 'Parts', icon: 'pi pi-box', to: '/parts' }],
        helpKeys: help,
      },
    });
  });

  it('roles become the access rule of the route, so the menu entry follows them', () => {
    const screen = setupScreen({ id: 'settings-entities', path: '/entities', label: 'Entities', icon: '', order: 10, roles: ['ADMIN', 'MANAGER'], page, help: [] });
    expect(screen.contributes.routes).toEqual([{ path: '/entities', title: 'Entities', page, access: { when: { role: ['ADMIN', 'MANAGER'] } } }]);
  });

  it('a screen that cannot be switched off has only its own gate, or none', () => {
    expect(setupScreen({ id: 'settings-locations', path: '/locations', label: 'Locations', icon: '', order: 60, switchable: false, page, help: [] }).enabledWhen).toBeUndefined();
    const plugins = setupScreen({ id: 'settings-plugins', path: '/plugins', label: 'Plugins', icon: '', order: 900, switchable: false, enabledWhen: { not: { demo: true } }, page, help: [] });
    expect(plugins.enabledWhen).toEqual({ not: { demo: true } });
    const both = setupScreen({ id: 'settings-x', path: '/x', label: 'X', icon: '', order: 1, enabledWhen: { bigBrain: true }, page, help: [] });
    expect(both.enabledWhen).toEqual({ all: [{ toggle: 'settings-x', default: true }, { bigBrain: true }] });
  });

  it("further routes share the screen's page, title and access unless they bring their own", () => {
    const reasons = setupScreen({ id: 'settings-reasons', path: '/reasons', label: 'Reasons', icon: '', order: 50, roles: ['ADMIN'], page, help: [], moreRoutes: [{ path: '/reasons/:reasonName' }, { path: '/reasons-x', title: 'X', page: other }] });
    expect(reasons.contributes.routes).toEqual([
      { path: '/reasons', title: 'Reasons', page, access: { when: { role: ['ADMIN'] } } },
      { path: '/reasons/:reasonName', title: 'Reasons', page, access: { when: { role: ['ADMIN'] } } },
      { path: '/reasons-x', title: 'X', page: other, access: { when: { role: ['ADMIN'] } } },
    ]);
  });
});
