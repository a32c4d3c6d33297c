import { INDUSTRIES, ROLES } from '../../core/model';

/** 'food and beverage' -> 'Food and beverage'. */
export const industryLabel = (industry: string) => industry.charAt(0).toUpperCase() + industry.slice(1);

export const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ label: industryLabel(value), value }));

/** Roles are shown as the server names them (ADMIN, MANAGER, USER), like the users' statuses. */
export const ROLE_OPTIONS = ROLES.map((value) => ({ label: value, value }));
