import type { PluginManifest, RouteContribution } from '../../workbench/api';
import { WRITER_ROLES } from './company-pages';

const page = <K extends string>(load: () => Promise<Record<K, unknown>>, name: K): RouteContribution['page'] =>
  () => load().then((m) => ({ default: m[name] as never }));

/**
 * User Menu > Company (document 1 §2): company init for a signed-up user without a company, the
 * company, its users, the plan and payment returns, CSV import and usage (ADMIN or MANAGER).
 * Hidden in demo mode (document 1 §6).
 */
export const company: PluginManifest = {
  id: 'company',
  title: 'Company',
  enabledWhen: { not: { demo: true } },
  contributes: {
    routes: [
      { path: '/company/init', title: 'Create your company', page: page(() => import('./company-init-page'), 'CompanyInitPage') },
      { path: '/company', title: 'Company', page: page(() => import('./company-page'), 'CompanyPage') },
      { path: '/company/start', access: { when: { role: WRITER_ROLES } }, title: 'Getting started', page: page(() => import('./start-page'), 'StartPage') },
      { path: '/company/users', title: 'Users', page: page(() => import('./users-page'), 'UsersPage') },
      { path: '/company/plan', title: 'Plan', page: page(() => import('./plan-page'), 'PlanPage') },
      { path: '/company/payment_success', title: 'Payment received', page: page(() => import('./payment-page'), 'PaymentSuccessPage') },
      { path: '/company/payment_fail', title: 'Payment failed', page: page(() => import('./payment-page'), 'PaymentFailPage') },
      { path: '/company/data', access: { when: { role: WRITER_ROLES } }, title: 'Company data', page: page(() => import('./data-page'), 'DataPage') },
      { path: '/company/metrics', access: { when: { role: WRITER_ROLES } }, title: 'Company metrics', page: page(() => import('./metrics-page'), 'MetricsPage') },
    ],
    sidebarEntries: [{ id: 'company.company', tab: 'user', order: 20, label: 'Company', icon: 'pi pi-building', to: '/company' }],
    helpKeys: [
      { key: 'company/company', title: 'Company', body: 'Your company\'s name, industry and time zone, and the way to its users, plan, data import and usage figures.' },
      { key: 'company/plan', title: 'Plan', body: 'The self-hosted plan is free and unlimited. A subscription counts as active when it is ACTIVE or TRIALING.' },
      { key: 'company/metrics', title: 'Usage', body: 'How much your company holds (events, schedules, machines, users) and how the result regeneration is doing: jobs waiting now and jobs done this month.' },
      { key: 'company/start', title: 'Getting started', body: 'The steps from an empty company to its first numbers: sites and areas, machines, shifts, parts with their ideal rates, production data and the first results. Each says what is there and links to where the rest is added.' },
      { key: 'company/users', title: 'Users', body: 'Invite colleagues by e-mail, change their role or deactivate them. A company always keeps at least one active admin.' },
      { key: 'company/data', title: 'Company data', body: 'Import production events or schedules from a CSV file with the template\'s header. A file with bad rows is refused whole, and every bad row is named with its reasons.' },
    ],
  },
};
