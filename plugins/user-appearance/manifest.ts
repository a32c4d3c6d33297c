import type { PluginManifest } from '../../workbench/api';

/**
 * User Menu > Appearance: the light/dark theme, primary colour and surface (document 3 §3). On by
 * default; an admin may switch it off for the company (for example to keep shared wall displays in
 * the start-up theme).
 */
export const userAppearance: PluginManifest = {
  id: 'user-appearance',
  title: 'Appearance',
  enabledWhen: { toggle: 'user-appearance', default: true },
  module: () => import('./module').then((m) => m.userAppearanceModule),
  contributes: {
    routes: [
      {
        path: '/appearance',
        title: 'Appearance',
        page: () => import('./appearance-page').then((m) => ({ default: m.AppearancePage })),
      },
    ],
    sidebarEntries: [{ id: 'user-appearance.appearance', tab: 'user', order: 50, label: 'Appearance', icon: 'pi pi-palette', to: '/appearance' }],
    helpKeys: [
      {
        key: 'user-appearance/choices',
        title: 'Appearance',
        body: 'Pick a dark or light theme, the primary colour of buttons and highlights, and the grey scale of panels. Changes apply at once and are kept on this device; the app starts in its standard dark theme.',
      },
    ],
  },
};
