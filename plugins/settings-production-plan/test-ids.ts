export const productionPlanIds = {
  page: 'production-plan-page',
  machine: 'production-plan-machine',
  ratesTable: 'production-plan-rates',
  rateDialog: 'production-plan-rate-dialog',
  shifts: 'production-plan-shifts',
  week: 'production-plan-week',
  planDialog: 'production-plan-dialog',
  copyDialog: 'production-plan-copy-dialog',
  regen: 'production-plan-regen',
} as const;
