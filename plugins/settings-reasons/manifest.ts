import { setupScreen } from '../../workbench/api';

/** System Setup > Reasons: down, scrap, reject and rework reasons (issue 13). */
export const settingsReasons = setupScreen({
  id: 'settings-reasons',
  path: '/reasons',
  label: 'Reasons',
  icon: 'pi pi-tags',
  order: 50,
  page: () => import('./reasons-page').then((m) => ({ default: m.ReasonsPage })),
  // Document 1 §2: the route parameter reasonName is passed to the screen as a prop.
  moreRoutes: [{ path: '/reasons/:reasonName' }],
  module: () => import('./module').then((m) => m.settingsReasonsModule),
  help: [
    {
      key: 'settings-reasons/reasons',
      title: 'Reasons',
      body: 'Why a machine stopped (down), or why units were scrapped, rejected or reworked. Planned downtime reasons (breaks, changeovers) count as planned down and do not lower availability. Machines report reasons by name.',
    },
  ],
});
