import type { Condition, PluginManifest } from '../../workbench/api';

const ENABLED: Condition = { toggle: 'settings-shifts', default: true };

/** System Setup > Shifts (Shift Management): names, HH:MM windows, order and colour (issue 13). */
export const settingsShifts: PluginManifest = {
  id: 'settings-shifts',
  title: 'Shifts',
  enabledWhen: ENABLED,
  module: () => import('./module').then((m) => m.settingsShiftsModule),
  contributes: {
    routes: [{ path: '/shifts', access: 'signedIn', title: 'Shifts', page: () => import('./shifts-page').then((m) => ({ default: m.ShiftsPage })) }],
    sidebarEntries: [{ id: 'settings-shifts.shifts', tab: 'settings', order: 40, label: 'Shifts', icon: 'pi pi-clock', to: '/shifts' }],
    helpKeys: [
      {
        key: 'settings-shifts/shifts',
        title: 'Shift Management',
        body: 'Each shift has a start and an end as HH:MM on a 24-hour clock; an end before the start runs past midnight. Shifts may touch but not overlap. A shift belongs to the date it starts on. Saving a change recomputes the results of every day with data.',
      },
    ],
  },
};
