import type { Condition, PluginManifest } from '../../workbench/api';

/**
 * Shown to ADMIN and MANAGER only (README: the specification leaves the roles open; the host's
 * menu rule for /entities says the same), and switchable per company.
 */
const ENABLED: Condition = { all: [{ toggle: 'settings-entities', default: true }, { role: ['ADMIN', 'MANAGER'] }] };

/** System Setup > Entities: the company's sites, areas and machines (issue 13). */
export const settingsEntities: PluginManifest = {
  id: 'settings-entities',
  title: 'Entities',
  enabledWhen: ENABLED,
  module: () => import('./module').then((m) => m.settingsEntitiesModule),
  contributes: {
    routes: [{ path: '/entities', access: { when: { role: ['ADMIN', 'MANAGER'] } }, title: 'Entities', page: () => import('./entities-page').then((m) => ({ default: m.EntitiesPage })) }],
    sidebarEntries: [{ id: 'settings-entities.entities', tab: 'settings', order: 10, label: 'Entities', icon: 'pi pi-sitemap', to: '/entities' }],
    helpKeys: [
      {
        key: 'settings-entities/tree',
        title: 'Entities',
        body: 'Your company\'s sites, areas and machines. A machine\'s key is what its events carry (machine_key). Add an entity under its parent, move it by choosing another parent, rename it, or disable it. The explorer\'s tree follows at once; results are recomputed after a move or a time-zone change.',
      },
    ],
  },
};
