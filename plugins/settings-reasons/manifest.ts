import type { Condition, PluginManifest } from '../../workbench/api';

const ENABLED: Condition = { toggle: 'settings-reasons', default: true };
const page = () => import('./reasons-page').then((m) => ({ default: m.ReasonsPage }));

/** System Setup > Reasons: down, scrap, reject and rework reasons (issue 13). */
export const settingsReasons: PluginManifest = {
  id: 'settings-reasons',
  title: 'Reasons',
  enabledWhen: ENABLED,
  module: () => import('./module').then((m) => m.settingsReasonsModule),
  contributes: {
    routes: [
      { path: '/reasons', access: 'signedIn', title: 'Reasons', page },
      // Document 1 §2: the route parameter reasonName is passed to the screen as a prop.
      { path: '/reasons/:reasonName', access: 'signedIn', title: 'Reasons', page },
    ],
    sidebarEntries: [{ id: 'settings-reasons.reasons', tab: 'settings', order: 50, label: 'Reasons', icon: 'pi pi-tags', to: '/reasons' }],
    helpKeys: [
      {
        key: 'settings-reasons/reasons',
        title: 'Reasons',
        body: 'Why a machine stopped (down), or why units were scrapped, rejected or reworked. Planned downtime reasons (breaks, changeovers) count as planned down and do not lower availability. Machines report reasons by name.',
      },
    ],
  },
};
