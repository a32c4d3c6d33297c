import { SETUP_WRITER_ROLES } from '../../core/resources/setup-writers';
import { setupScreen } from '../../workbench/api';

/**
 * System Setup > Entities: the company's sites, areas and machines (issue 13). ADMIN and MANAGER
 * only, stricter than document 1 §2's table: the screen changes the hierarchy and the server
 * refuses those changes from a USER (README decisions).
 */
export const settingsEntities = setupScreen({
  id: 'settings-entities',
  path: '/entities',
  label: 'Entities',
  icon: 'pi pi-sitemap',
  order: 10,
  roles: [...SETUP_WRITER_ROLES],
  page: () => import('./entities-page').then((m) => ({ default: m.EntitiesPage })),
  module: () => import('./module').then((m) => m.settingsEntitiesModule),
  help: [
    {
      key: 'settings-entities/tree',
      title: 'Entities',
      body: 'Your company\'s sites, areas and machines. A machine\'s key is what its events carry (machine_key). Add an entity under its parent, move it by choosing another parent, rename it, or disable it. The explorer\'s tree follows at once; results are recomputed after a move or a time-zone change.',
    },
  ],
});
