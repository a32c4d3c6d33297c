import type { PluginManifest } from '../../workbench/api';
import { ADMIN_NOT_DEMO } from './access';

/** System Setup > Plugins: an ADMIN switches the company's switchable plugins on and off (ARCHITECTURE.md §4). */
export const settingsPlugins: PluginManifest = {
  id: 'settings-plugins',
  title: 'Plugins',
  enabledWhen: ADMIN_NOT_DEMO,
  module: () => import('./module').then((m) => m.settingsPluginsModule),
  contributes: {
    routes: [
      {
        path: '/plugins',
        access: { when: ADMIN_NOT_DEMO },
        title: 'Plugins',
        page: () => import('./plugin-switches-page').then((m) => ({ default: m.PluginSwitchesPage })),
      },
    ],
    sidebarEntries: [{ id: 'settings-plugins.plugins', tab: 'settings', order: 900, label: 'Plugins', icon: 'pi pi-sliders-h', to: '/plugins' }],
    helpKeys: [
      {
        key: 'settings-plugins/switches',
        title: 'Plugin switches',
        body: 'Switch a feature on or off for everyone in your company. The menus change at once; a plugin that is off is hidden for every user until an admin switches it back on.',
      },
    ],
  },
};
