/** data-testids of the company screens (re-used by the browser tests). */
export const companyIds = {
  initPage: 'company-init-page',
  page: 'company-page',
  usersPage: 'company-users-page',
  startPage: 'company-start-page',
  usersTable: 'company-users-table',
  linkHandover: 'company-link-handover',
  planPage: 'company-plan-page',
  paymentPage: 'company-payment-page',
  dataPage: 'company-data-page',
  dataProgress: 'company-data-progress',
  dataErrors: 'company-data-errors',
  dataResult: 'company-data-result',
  metricsPage: 'company-metrics-page',
} as const;
