import { setupScreen } from '../../workbench/api';

/** System Setup > Production plan: a machine's parts and rates, its shifts and its week plan (issue 36). */
export const settingsProductionPlan = setupScreen({
  id: 'settings-production-plan',
  path: '/production-plan',
  label: 'Production plan',
  icon: 'pi pi-calendar',
  order: 55,
  page: () => import('./production-plan-page').then((m) => ({ default: m.ProductionPlanPage })),
  module: () => import('./module').then((m) => m.settingsProductionPlanModule),
  help: [
    {
      key: 'settings-production-plan/rates',
      title: 'Parts and rates',
      body: "The parts a machine runs, each at its ideal rate on this machine in parts per minute. This rate wins over the part's own rate and its operations' rates. After a rate change you may give the planned runs the new rate and recompute their results.",
    },
    {
      key: 'settings-production-plan/shifts',
      title: 'Shifts of this machine',
      body: "Every machine runs all of the company's shifts on every day until you untick a shift on some days here. A shift a machine does not run takes no plan on that day, so it counts neither scheduled time nor downtime; turning a day off removes the runs planned there and recomputes their results.",
    },
    {
      key: 'settings-production-plan/week',
      title: 'Week plan',
      body: 'Each cell is one shift of one day: the parts planned in it with their quantity. Add a run with +, edit or remove it from its row, and copy a whole day to the following days. A plan for today or a past day recomputes that shift\'s results; the progress shows above the plan.',
    },
  ],
});
