import { setupScreen } from '../../workbench/api';

/** System Setup > Parts: parts, their operations, ideal rates and groups (issue 13). On until an admin switches it off. */
export const settingsParts = setupScreen({
  id: 'settings-parts',
  path: '/parts',
  label: 'Parts',
  icon: 'pi pi-box',
  order: 30,
  page: () => import('./parts-page').then((m) => ({ default: m.PartsPage })),
  module: () => import('./module').then((m) => m.settingsPartsModule),
  help: [
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
    {
      key: 'settings-parts/machines',
      title: 'Machines running the part',
      body: "The machines that run the selected part, each at its own ideal rate, which wins over the part's and its operations' rates on that machine. Follow a machine's name to its production setup to change the rate, its shifts or its plan.",
    },
  ],
});
