import { setupScreen } from '../../workbench/api';

/**
 * System Setup > Plugins: a company's ADMIN switches its switchable plugins on and off
 * (ARCHITECTURE.md §4); the demo account cannot (the server refuses its writes). Never switched off itself.
 */
export const settingsPlugins = setupScreen({
  id: 'settings-plugins',
  path: '/plugins',
  label: 'Plugins',
  icon: 'pi pi-sliders-h',
  order: 900,
  enabledWhen: { all: [{ role: ['ADMIN'] }, { not: { demo: true } }] },
  switchable: false,
  page: () => import('./plugin-switches-page').then((m) => ({ default: m.PluginSwitchesPage })),
  module: () => import('./module').then((m) => m.settingsPluginsModule),
  help: [
    {
      key: 'settings-plugins/switches',
      title: 'Plugin switches',
      body: 'Switch a feature on or off for everyone in your company. The menus change at once; a plugin that is off is hidden for every user until an admin switches it back on.',
    },
  ],
});
