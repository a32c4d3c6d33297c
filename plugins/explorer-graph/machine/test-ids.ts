/** data-testids of the machine dashboard; tests/e2e/selectors re-exports them. */
export const machineIds = {
  view: 'machine-dashboard',
  ratio: (key: string) => `machine-ratio-${key.toLowerCase()}`,
  ratioStatus: (key: string) => `machine-ratio-status-${key.toLowerCase()}`,
  count: (key: string) => `machine-count-${key.toLowerCase()}`,
  goal: 'machine-goal',
  actual: 'machine-actual',
  timeDetail: 'machine-time-detail',
  noSchedules: 'machine-no-schedules',
  noPlan: 'machine-no-plan',
  part: 'machine-part',
  task: 'machine-task',
} as const;
