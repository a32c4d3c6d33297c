import { setupScreen } from '../../workbench/api';

/** System Setup > Shifts (Shift Management): names, HH:MM windows, order and colour (issue 13). */
export const settingsShifts = setupScreen({
  id: 'settings-shifts',
  path: '/shifts',
  label: 'Shifts',
  icon: 'pi pi-clock',
  order: 40,
  page: () => import('./shifts-page').then((m) => ({ default: m.ShiftsPage })),
  module: () => import('./module').then((m) => m.settingsShiftsModule),
  help: [
    {
      key: 'settings-shifts/shifts',
      title: 'Shift Management',
      body: 'Each shift has a start and an end as HH:MM on a 24-hour clock; an end before the start runs past midnight. Shifts may touch but not overlap. A shift belongs to the date it starts on. Saving a change recomputes the results of every day with data.',
    },
  ],
});
