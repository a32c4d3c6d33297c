import type { Condition, PluginManifest } from '../../workbench/api';

/** On for every company until an admin switches it off (System Setup > Plugins). */
const ENABLED: Condition = { toggle: 'settings-parts', default: true };

/** System Setup > Parts: parts, their operations, ideal rates and groups (issue 13). */
export const settingsParts: PluginManifest = {
  id: 'settings-parts',
  title: 'Parts',
  enabledWhen: ENABLED,
  module: () => import('./module').then((m) => m.settingsPartsModule),
  contributes: {
    routes: [{ path: '/parts', access: 'signedIn', title: 'Parts', page: () => import('./parts-page').then((m) => ({ default: m.PartsPage })) }],
    sidebarEntries: [{ id: 'settings-parts.parts', tab: 'settings', order: 30, label: 'Parts', icon: 'pi pi-box', to: '/parts' }],
    helpKeys: [
      {
        key: 'settings-parts/parts',
        title: 'Parts and rates',
        body: 'Each part has an ideal rate in parts per minute; an operation may have its own rate, which wins for that operation. Performance compares what was made with this rate. After a rate change you may recompute the history that used the old rate.',
      },
      {
        key: 'settings-parts/operations',
        title: 'Operations',
        body: 'The steps a part goes through (OP10, OP20...). Leave the rate empty to use the part\'s rate.',
      },
    ],
  },
};
