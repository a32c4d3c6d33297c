import type { PluginManifest } from '../../workbench/api';

/** User Menu > Supervise (document 1 §2, §6): super users read every company's backend state. */
export const supervise: PluginManifest = {
  id: 'supervise',
  title: 'Supervise',
  enabledWhen: { superUser: true },
  module: () => import('./module').then((m) => m.superviseModule),
  contributes: {
    routes: [{ path: '/supervise', title: 'Supervise', page: () => import('./supervise-page').then((m) => ({ default: m.SupervisePage })) }],
    sidebarEntries: [{ id: 'supervise.supervise', tab: 'user', order: 80, label: 'Supervise', icon: 'pi pi-eye', to: '/supervise' }],
    helpKeys: [
      {
        key: 'supervise/status',
        title: 'Supervise',
        body: 'Every company\'s regeneration queues and job counts, who is signed in and on which screen, and the maintenance notices: a notice shows as a banner to everyone, or to one company, until its end.',
      },
    ],
  },
};
