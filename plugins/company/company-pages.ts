import type { Role } from '../../core/model';
import { SETUP_WRITER_ROLES } from '../../core/resources/setup-writers';

/** Who reaches Company data and Company metrics (document 1 §6): the routes' gate and the sub-navigation's. */
export const WRITER_ROLES: Role[] = [...SETUP_WRITER_ROLES];

export interface CompanyPageLink {
  to: string;
  label: string;
  icon: string;
  /** Only these roles reach the page; every signed-in user when absent. */
  roles?: readonly Role[];
}

/** The company pages in the order of the sub-navigation. */
export const COMPANY_PAGES: readonly CompanyPageLink[] = [
  { to: '/company', label: 'Details', icon: 'pi pi-building' },
  { to: '/company/start', label: 'Getting started', icon: 'pi pi-list-check', roles: WRITER_ROLES },
  { to: '/company/users', label: 'Users', icon: 'pi pi-users' },
  { to: '/company/plan', label: 'Plan', icon: 'pi pi-credit-card' },
  { to: '/company/data', label: 'Company data', icon: 'pi pi-upload', roles: WRITER_ROLES },
  { to: '/company/metrics', label: 'Company metrics', icon: 'pi pi-chart-bar', roles: WRITER_ROLES },
];

/** The company pages a role reaches. */
export function companyPagesFor(role: Role | undefined): CompanyPageLink[] {
  return COMPANY_PAGES.filter((p) => !p.roles || (role !== undefined && p.roles.includes(role)));
}
